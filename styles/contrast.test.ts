import { readContent } from '#model/readContent.ts';
import { contrastRatio, over } from '../model/contrast';
import { palette, schemes, type ColorRole } from './colors';

// The specification's ventures (tests/spec/): the owner's colours are his schema's to refuse (model/schema/ventures.ts).
const { ventures } = readContent('ventures', 'tests/spec');

type Scheme = (typeof schemes)[keyof typeof schemes];

/** The fills a role's text is set on, read from a scheme (a translucent fill laid over what is beneath it). */
const fill = {
  background: (s: Scheme) => s.background,
  backgroundAlt: (s: Scheme) => s.backgroundAlt,
  raised: (s: Scheme) => s.raised,
  strong: (s: Scheme) => s.strong,
  strongHover: (s: Scheme) => s.strongHover,
  accent: (s: Scheme) => s.accent,
  band: (s: Scheme) => s.band,
  bandDeep: (s: Scheme) => s.bandDeep,
  onBand: (s: Scheme) => s.onBand,
  inverse: (s: Scheme) => s.inverse,
  'a testimonial (tint over a band)': (s: Scheme) => over(s.bandTint, s.band),
  'a hero (scrim over a white photo)': (s: Scheme) => over(s.scrim, palette.white),
  activeTint: (s: Scheme) => s.activeTint,
  developingTint: (s: Scheme) => s.developingTint,
  plannedTint: (s: Scheme) => s.plannedTint,
} satisfies Record<string, (scheme: Scheme) => string>;

type Fill = keyof typeof fill;
const page: Fill[] = ['background', 'backgroundAlt', 'raised'];

/** Every pair of text and fill that meets on screen: 4.5:1 in every scheme. */
const text: [ColorRole, Fill[]][] = [
  ['text', page],
  ['textMuted', page],
  ['strong', page],
  ['accentText', page],
  ['success', page],
  ['error', page],
  ['onStrong', ['strong', 'strongHover']],
  ['onAccent', ['accent']],
  ['onBand', ['band', 'bandDeep', 'a testimonial (tint over a band)', 'a hero (scrim over a white photo)']],
  ['onBandMuted', ['band', 'bandDeep', 'a testimonial (tint over a band)']],
  ['accent', ['band', 'bandDeep']],
  ['band', ['onBand']],
  ['onInverse', ['inverse']],
  ['activeText', ['activeTint']],
  ['developingText', ['developingTint']],
  ['plannedText', ['plannedTint']],
];

/** Edges that must be seen (WCAG 1.4.11): 3:1 against the fill around them. */
const edges: [ColorRole, Fill[]][] = [
  ['fieldBorder', ['raised']],
  ['invalid', ['raised']],
];

/** Where the focus ring may be drawn. */
const focusable: Fill[] = [...page, 'band', 'bandDeep', 'accent', 'strong'];

const cases = <T extends unknown[]>(pairs: [ColorRole, Fill[]][], each: (name: string, scheme: Scheme, role: ColorRole, on: Fill) => T) =>
  Object.entries(schemes).flatMap(([name, scheme]) => pairs.flatMap(([role, fills]) => fills.map((on) => each(name, scheme, role, on))));

describe('colour contrast (WCAG 2.2 AA), in every scheme', () => {
  it('returns 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
  });

  it('lays a translucent colour over an opaque one', () => {
    expect(over('rgba(255, 255, 255, 0.5)', '#000000')).toBe('#808080');
    expect(over('rgba(0, 0, 0, 0)', '#123456')).toBe('#123456');
  });

  it('gives the dark scheme colours of its own, where the page changes', () => {
    expect(schemes.dark.background).not.toBe(schemes.light.background);
    expect(schemes.dark.text).not.toBe(schemes.light.text);
  });

  it.each(cases(text, (name, scheme, role, on) => [name, role, on, scheme[role], fill[on](scheme)]))(
    '%s: %s on %s reaches 4.5:1',
    (_name, _role, _on, foreground, background) => {
      expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(cases(edges, (name, scheme, role, on) => [name, role, on, scheme[role], fill[on](scheme)]))(
    '%s: the %s edge on %s reaches 3:1',
    (_name, _role, _on, edge, background) => {
      expect(contrastRatio(edge, background)).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(Object.entries(schemes).flatMap(([name, scheme]) => focusable.map((on) => [name, on, scheme] as const)))(
    '%s: the focus ring shows at 3:1 on %s (its outline or its halo)',
    (_name, on, scheme) => {
      const background = fill[on](scheme);
      expect(Math.max(contrastRatio(scheme.focus, background), contrastRatio(scheme.focusHalo, background))).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(scheme.focus, scheme.focusHalo)).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(ventures.map((v) => [v.name, v.color]))('white icons on the %s colour reach 3:1', (_name, color) => {
    expect(contrastRatio(palette.white, color)).toBeGreaterThanOrEqual(3);
  });
});
