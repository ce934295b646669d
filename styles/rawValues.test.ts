/**
 * Components hold no raw colour and no raw length: every one comes from a token (styles/tokens.ts),
 * read through its CSS variable. The check reads the CSS that vanilla-extract generates for each
 * stylesheet (the Jest transform injects it into the document), so a bare number that becomes
 * `px`, a composed style or a value built in a template string are all seen as the browser sees them.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readContent } from '#model/readContent.ts';

const root = join(__dirname, '..');

/** Lengths allowed raw: none at all, the whole box or viewport, and half of it (centring). */
const allowedLength = /^(-?0+(\.0+)?[a-z%]*|100(%|vw|vh|svh|dvh|lvh)|50%)$/i;
/** A translation by a share of the element's own size (centring it, moving it out of view). */
const translation = /translate[XYZ3d]*\([^()]*%[^()]*\)/gi;
/** Each venture's brand colour is content (content/ventures.json), not a design value. */
const { ventures } = readContent('ventures');
const brandColours = new Set(ventures.map((venture) => venture.color.toLowerCase()));
const length = /(?<![\w.#-])-?\d*\.?\d+(px|rem|em|ch|ex|vh|vw|svh|dvh|lvh|vmin|vmax|cm|mm|in|pt|pc|%)(?![\w-])/gi;
const colour =
  /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch|color|color-mix)\(|\b(white|black|red|green|blue|gr[ae]y|silver|navy|gold|orange|yellow|purple|pink|brown)\b/gi;

/** Every raw length or colour in a stylesheet's declarations, as `selector { property: value }`. */
export function rawValues(css: string): string[] {
  const found: string[] = [];
  for (const [, selector = '', body = ''] of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    // @font-face descriptors are font metrics, not design values.
    if (selector.trim().startsWith('@font-face')) continue;
    for (const declaration of body.split(';')) {
      const [property = '', ...rest] = declaration.split(':');
      // Custom properties are where the tokens themselves are defined (the theme's :root).
      if (property.trim() === '' || property.trim().startsWith('--')) continue;
      const value = rest
        .join(':')
        .replace(/var\([^()]*\)/g, '')
        .replace(translation, '');
      const raw = [
        ...(value.match(length) ?? []).filter((match) => !allowedLength.test(match)),
        ...(value.match(colour) ?? []).filter((match) => !brandColours.has(match.toLowerCase())),
      ];
      if (raw.length > 0) found.push(`${selector.trim()} { ${property.trim()}: ${rest.join(':').trim()} }`);
    }
  }
  return found;
}

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

const injected = () => Array.from(document.querySelectorAll('style'), (element) => element.textContent ?? '');

describe('raw values in stylesheets', () => {
  it('flags raw lengths, colours and bare numbers, and lets tokens, 0 and 100% through', () => {
    const css = `.a { top: 88px; color: #fff; margin: 0; width: 100%; height: var(--size-icon) }
      @media screen and (min-width: 768px) { .b { border: 1px solid rgba(0, 0, 0, 0.1); gap: var(--space-4) } }
      .c { letter-spacing: 0.08em; background: white; inset: 0; min-height: min(100svh, var(--size-heroHome)) }
      .d { transform: translateX(-50%); inset-inline-start: 50%; translate: 12px; background: ${ventures[0]?.color} }
      @font-face { size-adjust: 107.89% } :root { --space-4: 16px }`;
    expect(rawValues(css)).toEqual([
      '.a { top: 88px }',
      '.a { color: #fff }',
      '.b { border: 1px solid rgba(0, 0, 0, 0.1) }',
      '.c { letter-spacing: 0.08em }',
      '.c { background: white }',
      '.d { translate: 12px }',
    ]);
  });

  it('finds none in any component, page or shared style', () => {
    // The theme and the fallback face first: their CSS is where raw values belong.
    jest.requireActual('./theme.css');
    const before = injected().length;
    const files = [...stylesheets(join(root, 'styles')), ...stylesheets(join(root, 'components')), ...stylesheets(join(root, 'app'))];
    const found = files.flatMap((file) => {
      const count = injected().length;
      jest.requireActual(file);
      return rawValues(injected().slice(count).join('\n')).map((rule) => `${relative(root, file)}: ${rule}`);
    });
    expect(files.length).toBeGreaterThan(30);
    expect(injected().length - before).toBeGreaterThan(30);
    expect(found).toEqual([]);
  });
});
