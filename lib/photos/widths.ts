// Which widths of a photo to offer: its slot on the screens that matter, times their density. No imports, so Node runs it.

export interface Screen {
  width: number;
  dpr: number;
}

/** Phones at 1x–3x (between them, Lighthouse's 412 px at 1.75x takes the next up), a tablet, desktops. */
export const screens: readonly Screen[] = [
  ...[360, 390, 412, 430].flatMap((width) => [1, 2, 3].map((dpr) => ({ width, dpr }))),
  { width: 768, dpr: 2 },
  { width: 1280, dpr: 1 },
  { width: 1440, dpr: 1 },
  { width: 1440, dpr: 2 },
  { width: 1920, dpr: 1 },
];

/** How much larger than needed a candidate may be before another is worth its bytes in the HTML. */
export const tolerance = 1.2;

export interface Candidate {
  width: number;
  descriptor: string;
}

/** From a `sizes` of `(min-width: Npx) LENGTH` conditions and a final LENGTH, in `px` or `vw`. */
export function slotWidth(sizes: string, viewport: number): number {
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const match = /^(?:\(min-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/.exec(entry);
    if (!match) throw new Error(`sizes entry not understood (use "(min-width: Npx) X" with px or vw): "${entry}"`);
    const [, minWidth, value, unit] = match;
    if (minWidth && viewport < Number(minWidth)) continue;
    return unit === 'vw' ? (Number(value) * viewport) / 100 : Number(value);
  }
  throw new Error(`sizes has no entry for a ${viewport} px viewport: "${sizes}"`);
}

function cover(needs: number[]): number[] {
  const widths: number[] = [];
  for (const need of needs) {
    if (widths.length && widths.at(-1)! >= need) continue;
    widths.push(Math.max(...needs.filter((other) => other >= need && other <= need * tolerance)));
  }
  return widths;
}

/** Fluid slot: widths covering every screen within the tolerance; fixed: 1x, 2x, 3x. Never wider than the photo. */
export function candidateWidths(slot: string | number, intrinsic: number): Candidate[] {
  if (typeof slot === 'number') {
    const widths = [...new Set([1, 2, 3].map((density) => Math.min(slot * density, intrinsic)))];
    return widths.map((width) => ({ width, descriptor: `${Math.round((width / slot) * 100) / 100}x` }));
  }
  const needs = screens.map((screen) => Math.min(Math.ceil(slotWidth(slot, screen.width) * screen.dpr), intrinsic));
  return cover([...new Set(needs)].sort((a, b) => a - b)).map((width) => ({ width, descriptor: `${width}w` }));
}
