import { ventures } from '@/content/ventures';
import { contrastRatio, over } from './contrast';
import { colors } from './tokens';

const text: [string, string, string][] = [
  ['ink on surface', colors.ink, colors.surface],
  ['muted ink on surface', colors.inkMuted, colors.surface],
  ['muted ink on alternate surface', colors.inkMuted, colors.surfaceAlt],
  ['gold text on surface', colors.goldText, colors.surface],
  ['gold text on alternate surface', colors.goldText, colors.surfaceAlt],
  ['white on navy', colors.onNavy, colors.navy],
  ['muted white on navy', colors.onNavyMuted, colors.navy],
  ['muted white on deep navy', colors.onNavyMuted, colors.navyDeep],
  ['gold on navy', colors.gold, colors.navy],
  ['navy on gold (primary button)', colors.navy, colors.gold],
  ['Active badge', colors.activeText, colors.activeTint],
  ['In Development badge', colors.developingText, colors.developingTint],
  ['Planned badge', colors.plannedText, colors.plannedTint],
  ['error text on surface', colors.errorText, colors.surface],
  ['white on a testimonial (tint over navy)', colors.onNavy, over(colors.onNavyTint, colors.navy)],
  ['muted white on a testimonial (tint over navy)', colors.onNavyMuted, over(colors.onNavyTint, colors.navy)],
  ['white on a hero (scrim over a white photo)', colors.onNavy, over(colors.scrim, '#ffffff')],
];

describe('colour contrast (WCAG 2.2 AA)', () => {
  it('returns 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#123456', '#123456')).toBe(1);
  });

  it('lays a translucent colour over an opaque one', () => {
    expect(over('rgba(255, 255, 255, 0.5)', '#000000')).toBe('#808080');
    expect(over('rgba(0, 0, 0, 0)', '#123456')).toBe('#123456');
  });

  it.each(text)('%s reaches 4.5:1', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('draws the focus ring at 3:1 against light and dark surfaces', () => {
    expect(contrastRatio(colors.focus, colors.surface)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(colors.focusHalo, colors.navy)).toBeGreaterThanOrEqual(3);
  });

  it.each(ventures.map((v) => [v.name, v.color]))('white icons on the %s colour reach 3:1', (_name, color) => {
    expect(contrastRatio(colors.onNavy, color)).toBeGreaterThanOrEqual(3);
  });
});
