import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const card = style({
  position: 'relative',
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['3'],
  height: '100%',
  padding: vars.space['6'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.duration.base,
  ':hover': { boxShadow: vars.shadow.raised, borderColor: vars.color.navy },
});

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.md,
  background: vars.color.navy,
  color: vars.color.gold,
});

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
