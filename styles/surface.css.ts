// The shared surface layer: what a card and an icon box look like, for every component that
// draws one (compose with `style([card, { … }])`).
import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/** A card: a light surface with the card radius, a hairline border and the card shadow; its content in a column. */
export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  height: '100%',
  padding: vars.space['6'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
});

/** A square holding an icon: gold on navy. */
export const iconBox = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.md,
  background: vars.color.navy,
  color: vars.color.gold,
});
