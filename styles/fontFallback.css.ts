import { globalFontFace } from '@vanilla-extract/css';

/** The family name of the metric-matched stand-in shown until Inter has loaded. */
export const interFallback = 'Inter Fallback';

/**
 * Whichever Arial-shaped font the system has, scaled to Inter's metrics so the swap to Inter
 * moves nothing: Arial or Helvetica (Windows, Apple), Liberation Sans or Arimo (Linux, same
 * metrics as Arial), Roboto (Android; its average width is within 0.3% of Arial's). The
 * overrides are next/font's for Inter over Arial: size 978/913 average advance, weighted by
 * letter frequency; ascent 1984 and descent 494 of 2048 units, over that size.
 */
globalFontFace(interFallback, {
  src: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans-Regular', 'Arimo', 'Roboto', 'Roboto-Regular']
    .map((name) => `local("${name}")`)
    .join(', '),
  sizeAdjust: '107.89%',
  ascentOverride: '89.79%',
  descentOverride: '22.36%',
  lineGapOverride: '0%',
});
