import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { media } from '@/styles/media';

/** The card: the tile beside the name, the description under it. */
export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateRows: 'auto 1fr',
  alignItems: 'start',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  height: '100%',
  padding: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  transitionProperty: 'box-shadow, transform, border-color',
  transitionDuration: vars.duration.base,
  ':hover': { boxShadow: vars.shadow.raised, borderColor: vars.color.navy },
  '@media': { [media.motionOk]: { selectors: { '&:hover': { transform: 'translateY(-2px)' } } } },
});

export const tile = style({ gridRow: '1 / span 2' });

/** The button: the venture's name, with a hit area (and focus ring) stretched over the whole card. */
export const name = style({
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.ink,
  textAlign: 'start',
  cursor: 'pointer',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
  selectors: {
    '&:focus-visible': { outline: 'none', boxShadow: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px', boxShadow: `0 0 0 6px ${vars.color.focusHalo}` },
  },
});

export const description = style({ gridColumn: 2, color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
