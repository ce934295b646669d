import { globalFontFace } from '@vanilla-extract/css';

/** The family name of the visitor's own sans-serif sized like Inter: the site's text where it downloads no font, Inter's stand-in while it loads where it does. */
export const interFallback = 'Inter Fallback';

/** Local names of the Arial-shaped fonts a system has, in each weight drawn (medium takes regular's, semibold bold's). */
const faces = {
  400: ['Arial', 'ArialMT', 'Helvetica', 'Liberation Sans', 'LiberationSans-Regular', 'Arimo', 'Roboto', 'Roboto-Regular'],
  700: [
    'Arial Bold',
    'Arial-BoldMT',
    'Helvetica Bold',
    'Helvetica-Bold',
    'Liberation Sans Bold',
    'LiberationSans-Bold',
    'Arimo Bold',
    'Arimo-Bold',
    'Roboto Bold',
    'Roboto-Bold',
  ],
};

/**
 * Whichever Arial-shaped font the system has, scaled to Inter's metrics, so a page set in it
 * is laid out as in Inter and a swap to Inter moves nothing: Arial or Helvetica (Windows,
 * Apple), Liberation Sans or Arimo (Linux, same metrics as Arial), Roboto (Android; its average
 * width is within 0.3% of Arial's). A face per weight, so bold is the font's own, never
 * synthesised. The overrides are next/font's for Inter over Arial: size 978/913 average
 * advance, weighted by letter frequency; ascent 1984 and descent 494 of 2048 units, over that size.
 */
for (const [weight, names] of Object.entries(faces)) {
  globalFontFace(interFallback, {
    src: names.map((name) => `local("${name}")`).join(', '),
    fontWeight: weight,
    sizeAdjust: '107.89%',
    ascentOverride: '89.79%',
    descentOverride: '22.36%',
    lineGapOverride: '0%',
  });
}
