import { style } from '@vanilla-extract/css';
import { card as surface } from '@/styles/surface.css';
import { vars } from '@/styles/theme.css';

export const card = style([
  surface(),
  {
    position: 'relative',
    transitionProperty: 'box-shadow, border-color',
    transitionDuration: vars.duration.base,
    ':hover': { boxShadow: vars.shadow.raised, borderColor: vars.color.navy },
  },
]);

export { iconBox as icon } from '@/styles/surface.css';

export const title = style({ fontSize: vars.fontSize.lg });

// The title's link covers the whole card, so the card is one target with one name.
export const link = style({
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:focus-visible': { outline: 'none', boxShadow: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const description = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

export const more = style({ color: vars.color.goldText, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
