import { style } from '@vanilla-extract/css';
import { keptInViewMargin, nowAttribute } from '@/lib/earlyActions';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';

/**
 * Where an address or a focus brings a moment: below the fixed header and the player kept in view
 * under it, the page's scroll padding once its script has measured the player
 * (`--kept-in-view`: styles/global.css.ts); until then, and without it, room for the player and
 * two rows of its controls, which wrap on a narrow screen.
 */
const belowPlayer = `var(${keptInViewMargin}, calc(3 * ${vars.size.target} + ${vars.space['8']}))`;

export const transcript = style({ display: 'grid', gap: vars.space['4'] });

/**
 * A turn; the one being heard (marked by the page's script, `data-now`) on the alternate
 * background with the accent's edge, in no colour alone: its edge is a shape too. Its address
 * (`#t=454`) lands below the fixed header.
 */
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

/**
 * Where a turn starts, in figures of one width: a link to its moment, which plays it from there.
 * One box (its hidden words inside it), focused below the page's player kept in view.
 */
export const time = style({
  ...rules.smallPrint,
  fontVariantNumeric: 'tabular-nums',
  display: 'inline-block',
  position: 'relative',
  scrollMarginTop: belowPlayer,
});

/** A moment inside a turn's words: its time, small, in figures of one width; one box, its hidden words inside it, as a turn's time. */
export const moment = style({
  ...rules.smallPrint,
  fontVariantNumeric: 'tabular-nums',
  display: 'inline-block',
  position: 'relative',
  scrollMarginTop: belowPlayer,
});

/** A time said in the words: a link in the sentence, one box with its hidden words inside it (as a turn's time). */
export const said = style({ display: 'inline-block', position: 'relative', whiteSpace: 'nowrap' });

/** A cue inside a turn, its time and its words: marked as the turn is while it is being said. */
export const cue = style({
  borderRadius: vars.radius.sm,
  scrollMarginTop: belowPlayer,
  selectors: {
    [`&[${nowAttribute}]`]: { backgroundColor: vars.color.backgroundAlt, boxShadow: `0 ${vars.borderWidth.accent} 0 ${vars.color.accent}` },
  },
});

/** The switch that keeps the line being said in view: a target of full height. */
export const follow = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minBlockSize: vars.size.target, justifySelf: 'start' });

/** Who speaks: set apart from the words, in words too (the colon), never by colour alone. */
export const speaker = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.strong });
