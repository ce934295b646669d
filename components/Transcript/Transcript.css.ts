import { style } from '@vanilla-extract/css';
import { keptInViewMargin, nowAttribute } from '@/lib/earlyActions';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';

/** Below the header and the player kept in view; before its script measures the player, room for it and two rows of controls. */
const belowPlayer = `var(${keptInViewMargin}, calc(3 * ${vars.size.target} + ${vars.space['8']}))`;

export const transcript = style({ display: 'grid', gap: vars.space['4'] });

/** The one being heard (`data-now`) has an edge, a shape too: never colour alone. */
export const turn = style({
  margin: 0,
  overflowWrap: 'anywhere',
  paddingInline: vars.space['2'],
  marginInline: `calc(-1 * ${vars.space['2']})`,
  borderRadius: vars.radius.sm,
  scrollMarginTop: belowPlayer,
  selectors: {
    [`&[${nowAttribute}]`]: { backgroundColor: vars.color.backgroundAlt, boxShadow: `inset ${vars.borderWidth.accent} 0 0 ${vars.color.accent}` },
  },
});

/** One box with its hidden words inside it, so a press anywhere on it lands on the link. */
export const time = style({
  ...rules.smallPrint,
  fontVariantNumeric: 'tabular-nums',
  display: 'inline-block',
  position: 'relative',
  scrollMarginTop: belowPlayer,
});

export const moment = style({
  ...rules.smallPrint,
  fontVariantNumeric: 'tabular-nums',
  display: 'inline-block',
  position: 'relative',
  scrollMarginTop: belowPlayer,
});

export const said = style({ display: 'inline-block', position: 'relative', whiteSpace: 'nowrap' });

export const cue = style({
  borderRadius: vars.radius.sm,
  scrollMarginTop: belowPlayer,
  selectors: {
    [`&[${nowAttribute}]`]: { backgroundColor: vars.color.backgroundAlt, boxShadow: `0 ${vars.borderWidth.accent} 0 ${vars.color.accent}` },
  },
});

export const follow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minBlockSize: vars.size.target, justifySelf: 'start' });

/** In words too (the colon), never by colour alone. */
export const speaker = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.strong });
