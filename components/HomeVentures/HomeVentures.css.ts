import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';
import { media } from '@/styles/media';

/** The card: the tile beside the name, the description under it. */
export const card = style({
  ...rules.card.md,
  position: 'relative',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateRows: 'auto 1fr',
  alignContent: 'normal',
  alignItems: 'start',
  columnGap: vars.space['4'],
  rowGap: vars.space['2'],
  transitionProperty: 'box-shadow, transform, border-color',
  transitionDuration: vars.duration.base,
  ':hover': { boxShadow: vars.shadow.raised, borderColor: vars.color.borderStrong },
  '@media': { [media.motionOk]: { selectors: { '&:hover': { transform: `translateY(calc(-1 * ${vars.offset.lift}))` } } } },
});

export const tile = style({ gridRow: '1 / span 2' });

/** The button: the venture's name, with a hit area (and focus ring) stretched over the whole card. */
export const name = style({
  ...rules.coverTarget,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
});

export const description = style({ gridColumn: 2, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
