import { createVar, keyframes, style } from '@vanilla-extract/css';
import { constants } from '#model/constants.ts';
import { vars } from '@/styles/vars.css';
import * as rules from '@/styles/rules';
import { media } from '@/styles/media';

/** The solid bar: white (the raised surface) with a shadow. */
const solid = { background: vars.color.raised, color: vars.color.strong, boxShadow: vars.shadow.header };

const turnSolid = keyframes({ to: solid });
/** Where the scroll-driven change starts and ends: the specification's threshold (model/constants.ts), and a pixel past it. */
const solidFrom = createVar();
const solidAt = createVar();

export const root = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.header,
  vars: { [solidFrom]: `${constants.headerScrollThreshold}px`, [solidAt]: `${constants.headerScrollThreshold + 1}px` },
  color: vars.color.onBand,
  background: 'transparent',
  transitionProperty: 'background-color, color, box-shadow',
  transitionDuration: vars.duration.base,
  selectors: {
    // Scrolled past the threshold, or the mobile menu is open: a solid bar.
    '&[data-solid="true"], &:has(:popover-open)': solid,
  },
  '@media': {
    // Before the scripts come (on the visitor's first intent, which a scroll is), the browser turns
    // the bar solid itself: transparent at and below the threshold, solid from one pixel past it,
    // as the scroll moves (the scripts then agree). Not over an open menu, which is solid anyway.
    [media.script]: {
      '@supports': {
        '(animation-timeline: scroll())': {
          selectors: {
            '&:not(:has(:popover-open))': {
              animationName: turnSolid,
              animationDuration: 'auto',
              animationTimingFunction: 'linear',
              animationFillMode: 'both',
              animationTimeline: 'scroll(root)',
              animationRange: `${solidFrom} ${solidAt}`,
            },
          },
        },
      },
    },
    // Without scripts nothing tracks the scroll: a solid bar in the flow of the page,
    // so the links (shown in full, see NavMenu) never sit over the text.
    [media.noScript]: { position: 'static', ...solid },
  },
});

export const bar = style({
  ...rules.contentColumn,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  minHeight: vars.size.header,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.target,
  textDecoration: 'none',
  fontWeight: vars.fontWeight.bold,
});

export const mark = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.mark,
  height: vars.size.mark,
  borderRadius: vars.radius.md,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontSize: vars.fontSize.md,
  letterSpacing: vars.letterSpacing.snug,
});

// The owner's full name: on one line as a rule, on two where a phone is too narrow for it.
export const name = style({ fontSize: vars.fontSize.md, minWidth: 0 });
