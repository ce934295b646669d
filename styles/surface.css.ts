// The shared surface layer: what a card and an icon box look like, for every component that
// draws one (compose with `style([card, { … }])`).
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/styles/theme.css';

/** A card: a light surface with a hairline border and the card shadow, its content in a column. */
export const card = recipe({
  base: {
    display: 'grid',
    alignContent: 'start',
    gap: vars.space['3'],
    height: '100%',
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    boxShadow: vars.shadow.card,
  },
  variants: {
    size: {
      /** In a grid of cards. */
      md: { padding: vars.space['6'], borderRadius: vars.radius.md },
      /** A card on its own (a service on /services). */
      lg: { padding: vars.space['8'], borderRadius: vars.radius.lg },
    },
  },
  defaultVariants: { size: 'md' },
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
