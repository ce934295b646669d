// The surface a box of content is drawn on (a card, a figure, a quote, the small player, a
// tooltip): its tone (background, edge, shadow) and its corner, once. A component composes it
// with its own layout and padding: `style([surface({ tone: 'raised', corner: 'md' }), { … }])`.
import { recipe } from '@vanilla-extract/recipes';
import { panel } from './rules';
import { vars } from './vars.css';

const edge = (color: string) => `${vars.borderWidth.hairline} solid ${color}`;

export const surface = recipe({
  variants: {
    tone: {
      /** Raised above the page, with a hairline and the card's shadow: a card, a form, a player. */
      raised: panel,
      /** The page's second background: a figure set apart. */
      muted: { background: vars.color.backgroundAlt, border: edge(vars.color.border) },
      /** The band's tint: a quote on the band. */
      band: { background: vars.color.bandTint, border: edge(vars.color.bandBorder) },
      /** The inverse of the page: a tooltip over it. */
      inverse: { background: vars.color.inverse, color: vars.color.onInverse, boxShadow: vars.shadow.raised },
    },
    corner: {
      sm: { borderRadius: vars.radius.sm },
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
    },
  },
});
