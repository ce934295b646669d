import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { media } from '@/styles/media';

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: vars.space['4'],
  width: '100%',
  height: '100%',
  padding: vars.space['6'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  textAlign: 'start',
  cursor: 'pointer',
  transitionProperty: 'box-shadow, transform, border-color',
  transitionDuration: vars.duration.base,
  ':hover': { boxShadow: vars.shadow.raised, borderColor: vars.color.navy },
  '@media': { [media.motionOk]: { selectors: { '&:hover': { transform: 'translateY(-2px)' } } } },
});

export const text = style({ display: 'grid', gap: vars.space['2'] });

export const name = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold, color: vars.color.ink });

export const description = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });

