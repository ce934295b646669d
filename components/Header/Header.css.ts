import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import * as rules from '@/styles/rules';
import { media } from '@/styles/media';

export const root = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: vars.zIndex.header,
  color: vars.color.onBand,
  background: 'transparent',
  transitionProperty: 'background-color, color, box-shadow',
  transitionDuration: vars.duration.base,
  selectors: {
    // Scrolled past the threshold, or the mobile menu is open: a solid bar.
    '&[data-solid="true"], &:has(:popover-open)': {
      background: vars.color.raised,
      color: vars.color.strong,
      boxShadow: vars.shadow.header,
    },
  },
  '@media': {
    // Without scripts nothing tracks the scroll: a solid bar in the flow of the page,
    // so the links (shown in full, see NavMenu) never sit over the text.
    [media.noScript]: {
      position: 'static',
      background: vars.color.raised,
      color: vars.color.strong,
      boxShadow: vars.shadow.header,
    },
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
