import { globalStyle, style } from '@vanilla-extract/css';
import { keptInView, keptInViewMark } from '@/lib/earlyActions';
import { vars } from '@/styles/vars.css';

/**
 * The episode's player, kept in view under the fixed header while the transcript is read, on the
 * page's own background so no words show through it. A turn's address (`#t=454`) lands below it
 * (components/Transcript: its turns' scroll margin).
 */
export const player = style({
  position: 'sticky',
  insetBlockStart: vars.size.header,
  zIndex: 1,
  paddingBlock: vars.space['2'],
  backgroundColor: vars.color.background,
});

/**
 * Anchors and keyboard focus land below the fixed header and the player kept in view under it:
 * the page's scroll padding holds both, once its script has measured the player (`--kept-in-view`:
 * scripts/pipeline/postbuild/player-controls.ts). This page's sheet alone: every other page is as it was.
 */
globalStyle(`html:has([${keptInViewMark}])`, { scrollPaddingTop: `calc(${vars.size.header} + ${vars.space['4']} + var(${keptInView}, 0px))` });
