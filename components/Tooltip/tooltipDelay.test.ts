import { constants } from '#model/constants.ts';
import { tooltipOpenDelay } from './tooltipDelay';

const delays = { openDelayMs: constants.tooltipOpenDelayMs, skipDelayMs: constants.tooltipSkipDelayMs };

describe('tooltipOpenDelay', () => {
  it('waits the open delay when no tooltip closed recently', () => {
    expect(tooltipOpenDelay(10_000, -Infinity, delays)).toBe(700);
    expect(tooltipOpenDelay(10_000, 10_000 - 300, delays)).toBe(700);
  });

  it('opens at once when moving from one tooltip to the next within the skip delay', () => {
    expect(tooltipOpenDelay(10_000, 10_000 - 299, delays)).toBe(0);
    expect(tooltipOpenDelay(10_000, 10_000, delays)).toBe(0);
  });
});
