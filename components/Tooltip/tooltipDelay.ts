/** Delays of a tooltip group, in ms. */
export interface TooltipDelays {
  /** Wait before the first tooltip opens. */
  openDelayMs: number;
  /** Within this long after one tooltip closes, the next opens at once. */
  skipDelayMs: number;
}

/** How long to wait before opening a tooltip, given when the last one in the group closed. */
export function tooltipOpenDelay(now: number, lastClosedAt: number, delays: TooltipDelays): number {
  return now - lastClosedAt < delays.skipDelayMs ? 0 : delays.openDelayMs;
}
