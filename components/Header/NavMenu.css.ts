import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/vars.css';
import { media } from '@/styles/media';
import { hiddenRules } from '@/styles/a11y.css';

export const nav = style({ display: 'contents' });

export const toggle = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.target,
  height: vars.size.target,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  cursor: 'pointer',
  '@media': {
    [media.belowNav]: { display: 'inline-flex' },
    // Only where a script can run it; otherwise the links are shown in full.
    [`${media.belowNav} and ${media.noScript}`]: { display: 'none' },
  },
});

/** Reset of the browser's popover styles, where the panel is laid out in the page instead. */
const inPage = {
  position: 'static',
  inset: 'auto',
  width: 'auto',
  height: 'auto',
  margin: 0,
  border: 0,
  overflow: 'visible',
  color: 'inherit',
  background: 'transparent',
} as const;

export const panel = style({
  ...inPage,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['6'],
  padding: 0,
  '@media': {
    [media.belowNav]: {
      // A popover in the top layer, just under the fixed header.
      display: 'none',
      position: 'fixed',
      inset: `${vars.size.header} 0 auto`,
      flexDirection: 'column',
      alignItems: 'stretch',
      gap: vars.space['4'],
      padding: `${vars.space['4']} ${vars.space['5']} ${vars.space['6']}`,
      background: vars.color.raised,
      color: vars.color.strong,
      boxShadow: vars.shadow.header,
      maxHeight: `calc(100dvh - ${vars.size.header})`,
      overflowY: 'auto',
      selectors: { '&:popover-open': { display: 'flex' } },
    },
    [`${media.belowNav} and ${media.noScript}`]: {
      ...inPage,
      display: 'flex',
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      width: '100%',
      padding: `0 0 ${vars.space['4']}`,
      background: vars.color.raised,
      boxShadow: 'none',
      maxHeight: 'none',
    },
  },
});

/** The toggle's icons: "menu" while the panel is closed, "x" while it is open (no script needed). */
export const menuIcon = style({
  selectors: { [`${nav}:has(${panel}:popover-open) &`]: { display: 'none' } },
});

export const closeIcon = style({
  display: 'none',
  selectors: { [`${nav}:has(${panel}:popover-open) &`]: { display: 'block' } },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.belowNav]: { flexDirection: 'column' },
    [`${media.belowNav} and ${media.noScript}`]: { flexDirection: 'row' },
  },
});

export const link = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  textUnderlineOffset: vars.offset.underlineNav,
  ':hover': { textDecoration: 'underline' },
  selectors: {
    '&[aria-current="page"]': { textDecoration: 'underline', textDecorationThickness: vars.borderWidth.thick },
  },
});

/** The search link (Settings → Search, in the header too): a magnifier and its word in the phone's menu; the magnifier alone, its word for screen readers, in the bar. */
export const search = style([
  link,
  {
    gap: vars.space['2'],
    // In the bar, closer to the links before it, its box the magnifier's: the bar still fits at the breakpoint.
    '@media': { [media.nav]: { paddingInline: vars.space['2'], marginInlineStart: `calc(-1 * ${vars.space['3']})` } },
  },
]);

export const searchWord = style({ '@media': { [media.nav]: hiddenRules } });
