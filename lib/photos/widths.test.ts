import { candidateWidths, screens, slotWidth, tolerance } from './widths';
import { photoSlots } from './slots';

describe('photo widths per use', () => {
  it('reads a sizes attribute as the browser does: the first matching condition, px or vw', () => {
    const sizes = '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw';
    expect(slotWidth(sizes, 1280)).toBe(380);
    expect(slotWidth(sizes, 768)).toBe(384);
    expect(slotWidth(sizes, 390)).toBe(390);
    expect(() => slotWidth('calc(100vw - 2rem)', 390)).toThrow(/not understood/);
  });

  it('covers every screen of every slot with a candidate at most the tolerance larger', () => {
    for (const slot of Object.values(photoSlots)) {
      if (typeof slot === 'number') continue;
      const widths = candidateWidths(slot, 4000).map((c) => c.width);
      for (const screen of screens) {
        const need = Math.ceil(slotWidth(slot, screen.width) * screen.dpr);
        const chosen = widths.find((w) => w >= need);
        expect(chosen).toBeDefined();
        expect(chosen! / need).toBeLessThanOrEqual(tolerance);
      }
    }
  });

  it("gives Lighthouse's phone (412 px at 1.75x, 721 px) a full-width photo of 860, not 1200", () => {
    const widths = candidateWidths('100vw', 1920).map((c) => c.width);
    expect(widths.find((w) => w >= 721)).toBe(860);
    expect(widths.at(-1)).toBe(1920);
  });

  it('never offers more than the photo has, and gives a fixed slot 1x, 2x and 3x', () => {
    expect(
      candidateWidths('100vw', 800)
        .map((c) => c.width)
        .at(-1),
    ).toBe(800);
    expect(candidateWidths(64, 1000).map((c) => `${c.width} ${c.descriptor}`)).toEqual(['64 1x', '128 2x', '192 3x']);
    expect(candidateWidths(64, 100).map((c) => `${c.width} ${c.descriptor}`)).toEqual(['64 1x', '100 1.56x']);
  });
});
