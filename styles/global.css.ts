import { globalStyle } from '@vanilla-extract/css';
// The theme's values, with the global styles every page has (styles read only its names, ./vars.css.ts).
import './theme.css';
import { vars } from './vars.css';
import { media } from './media';
import { focusRing } from './rules';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  // Anchors such as /services#ma land below the fixed header, and so does keyboard focus.
  scrollPaddingTop: `calc(${vars.size.header} + ${vars.space['4']})`,
  '@media': { [media.motionOk]: { scrollBehavior: 'smooth' } },
});

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.regular,
  lineHeight: vars.lineHeight.body,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
  // A word longer than its line (a German compound, an email address, a URL the owner typed)
  // breaks where it must instead of pushing its box off the screen; and since `anywhere` also
  // lowers what a box needs at least, grid and flex items can shrink to their track.
  overflowWrap: 'anywhere',
});

// A modal dialog freezes the page behind it.
globalStyle('body:has(dialog[open])', { overflow: 'hidden' });

globalStyle('h1, h2, h3, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle('h1, h2, h3', {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  textWrap: 'balance',
});
globalStyle('ul[role="list"], ol[role="list"]', { listStyle: 'none', padding: 0 });
globalStyle('address', { fontStyle: 'normal' });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('img', { height: 'auto' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('a', { color: 'inherit', textUnderlineOffset: vars.offset.underline });

// One visible focus ring for every control.
globalStyle(':focus-visible', focusRing);

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
