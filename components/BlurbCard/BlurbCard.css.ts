import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

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

export const icon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.md,
  background: vars.color.navy,
  color: vars.color.gold,
});

export const step = style([icon, { fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg }]);

export const title = style({ fontSize: vars.fontSize.lg });

export const text = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
