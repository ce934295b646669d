// The one web font cut to the weights the site draws (400–700 of the package's 100–900): on a slow
// phone those bytes share the line with the hero photo. Every character is kept.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import subsetFont from 'subset-font';
import { fontWeights } from '../../styles/tokens.ts';

export const fontPaths = {
  source: 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  target: '.fonts/inter.woff2',
};

/** The characters of the package's font file, from the `unicode-range` its stylesheet gives it. */
export function repertoireOf(source: string): string {
  const css = readFileSync(join(dirname(source), '..', 'index.css'), 'utf8');
  const file = basename(source);
  const range = new RegExp(`url\\(\\./files/${file.replaceAll('.', '\\.')}\\)[^;]*;\\s*unicode-range:\\s*([^;]+);`).exec(css)?.[1];
  if (!range) throw new Error(`no unicode-range for ${file} in its package's index.css`);
  return range
    .split(',')
    .map((part) =>
      part
        .trim()
        .replace(/^U\+/i, '')
        .split('-')
        .map((hex) => Number.parseInt(hex, 16)),
    )
    .flatMap(([from = 0, to = from]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
    .join('');
}

/** The weight axis the design uses, from the tokens. */
export function weightRange(): { min: number; max: number } {
  const weights = Object.values(fontWeights).map(Number);
  return { min: Math.min(...weights), max: Math.max(...weights) };
}

/** Writes the cut font (only when it changed, so the build cache holds); returns its size. */
export async function subsetInter({ source, target }: typeof fontPaths = fontPaths): Promise<number> {
  const font = await subsetFont(readFileSync(source), repertoireOf(source), {
    targetFormat: 'woff2',
    variationAxes: { wght: weightRange() },
  });
  if (!existsSync(target) || !readFileSync(target).equals(font)) {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, font);
  }
  return font.length;
}
