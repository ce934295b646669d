// Shared style rules: plain objects that a component spreads into its own style
// (`style({ ...rules.card.md, … })`). They add no class to the markup and no CSS of their own: the
// rules are written once here and emitted where they are used.
import type { StyleRule } from '@vanilla-extract/css';
import { media } from './media';
import { vars } from './vars.css';

/** The one focus ring: an outline on a halo of the page's colour keeps 3:1 on any fill, in either scheme. */
export const focusRing = {
  outline: `${vars.borderWidth.ring} solid ${vars.color.focus}`,
  outlineOffset: vars.offset.ring,
  boxShadow: `0 0 0 ${vars.offset.halo} ${vars.color.focusHalo}`,
} satisfies StyleRule;

/** The content column: full width up to the container size, centred, with side gutters. */
export const contentColumn = {
  width: '100%',
  maxWidth: vars.width.container,
  marginInline: 'auto',
  paddingInline: vars.space['5'],
  '@media': { [media.md]: { paddingInline: vars.space['8'] } },
} satisfies StyleRule;

/** A text field: a target high, its edge 3:1 against the page (WCAG 1.4.11), its text the body's (the contact form's fields, the search box). */
export const field = {
  minHeight: vars.size.target,
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.sm,
  border: `${vars.borderWidth.hairline} solid ${vars.color.fieldBorder}`,
  background: vars.color.raised,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
} satisfies StyleRule;

/** A quiet line beside what it qualifies: a date, a reading or running time, when a page last changed. */
export const smallPrint = { color: vars.color.textMuted, fontSize: vars.fontSize.sm } satisfies StyleRule;

/**
 * The column of a page of the owner's Markdown (an article, the terms) and what stands with it:
 * one track that may shrink below its content's width, so a wide table or code scrolls in its own box.
 */
export const proseColumn = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['8'], paddingBlock: vars.space['16'] } satisfies StyleRule;

/** What a card is made of: a raised panel with a hairline border and the card shadow. */
export const panel = {
  background: vars.color.raised,
  border: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
} satisfies StyleRule;

/**
 * The surface a box of content is drawn on, by tone: its background, edge and shadow, once. A
 * component spreads one with its own corner and padding (`{ ...rules.surface.muted, … }`). Plain
 * rules, not a recipe: a recipe puts every tone in each page's stylesheet, these only the ones used.
 */
export const surface = {
  /** Raised above the page: a card, a form, the small player. */
  raised: panel,
  /** The page's second background: a figure set apart. */
  muted: { background: vars.color.backgroundAlt, border: `${vars.borderWidth.hairline} solid ${vars.color.border}` },
  /** The band's tint: a quote on the band. */
  band: { background: vars.color.bandTint, border: `${vars.borderWidth.hairline} solid ${vars.color.bandBorder}` },
  /** The inverse of the page: a tooltip over it. */
  inverse: { background: vars.color.inverse, color: vars.color.onInverse, boxShadow: vars.shadow.raised },
} satisfies Record<string, StyleRule>;

/** A card: the panel, its content in a column filling its grid cell. */
const cardBase = { ...panel, display: 'grid', alignContent: 'start', gap: vars.space['3'], height: '100%' } satisfies StyleRule;

/** The card by size. */
export const card = {
  /** In a grid of cards. */
  md: { ...cardBase, padding: vars.space['6'], borderRadius: vars.radius.md },
  /** A card on its own (a service on /services). */
  lg: { ...cardBase, padding: vars.space['8'], borderRadius: vars.radius.lg },
} satisfies Record<string, StyleRule>;

/**
 * A card's link or button whose hit area and focus ring cover the whole card, so the card is one
 * target with one name (the card must be `position: relative`).
 */
export const coverTarget = {
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:focus-visible': { outline: 'none', boxShadow: 'none' },
    '&:focus-visible::after': focusRing,
  },
} satisfies StyleRule;
