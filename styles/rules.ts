// Shared rules a component spreads into its own style: written once, emitted only where used, no class of their own.
import type { StyleRule } from '@vanilla-extract/css';
import { media } from './media';
import { vars } from './vars.css';

/** An outline on a halo of the page's colour keeps 3:1 on any fill, in either scheme. */
export const focusRing = {
  outline: `${vars.borderWidth.ring} solid ${vars.color.focus}`,
  outlineOffset: vars.offset.ring,
  boxShadow: `0 0 0 ${vars.offset.halo} ${vars.color.focusHalo}`,
} satisfies StyleRule;

export const contentColumn = {
  width: '100%',
  maxWidth: vars.width.container,
  marginInline: 'auto',
  paddingInline: vars.space['5'],
  '@media': { [media.md]: { paddingInline: vars.space['8'] } },
} satisfies StyleRule;

/** A target high, its edge 3:1 against the page (WCAG 1.4.11). */
export const field = {
  minHeight: vars.size.target,
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.fieldBorder}`,
  background: vars.color.raised,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
} satisfies StyleRule;

export const smallPrint = { color: vars.color.textMuted, fontSize: vars.fontSize.sm } satisfies StyleRule;

/** One track that may shrink below its content, so a wide table or code scrolls in its own box. */
export const proseColumn = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['8'], paddingBlock: vars.space['16'] } satisfies StyleRule;

export const panel = {
  background: vars.color.raised,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
} satisfies StyleRule;

/** By tone; plain rules, not a recipe: a recipe puts every tone in each page's stylesheet. */
export const surface = {
  raised: panel,
  muted: { background: vars.color.backgroundAlt, border: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
  band: { background: vars.color.bandTint, border: `${vars.borderWidth.hairline} solid ${vars.color.bandBorder}` },
  inverse: { background: vars.color.inverse, color: vars.color.onInverse, boxShadow: vars.shadow.raised },
} satisfies Record<string, StyleRule>;

const cardBase = { ...panel, display: 'grid', alignContent: 'start', gap: vars.space['3'], height: '100%' } satisfies StyleRule;

export const card = {
  md: { ...cardBase, padding: vars.space['6'], borderRadius: vars.radius.md },
  lg: { ...cardBase, padding: vars.space['8'], borderRadius: vars.radius.lg },
} satisfies Record<string, StyleRule>;

/** The whole card is one target with one name (the card must be `position: relative`). */
export const coverTarget = {
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:focus-visible': { outline: 'none', boxShadow: 'none' },
    '&:focus-visible::after': focusRing,
  },
} satisfies StyleRule;
