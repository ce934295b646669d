import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const card = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space['4'],
  height: '100%',
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  justifyItems: 'start',
});

export const heading = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'], fontSize: vars.fontSize.xl });

export const description = style({ color: vars.color.inkMuted });

export const offeringsHeading = style({ fontSize: vars.fontSize.sm, textTransform: 'uppercase', letterSpacing: '0.08em', color: vars.color.goldText });

export const offerings = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const offering = style({ display: 'flex', gap: vars.space['3'], alignItems: 'start' });

export const check = style({ flexShrink: 0, marginBlockStart: '3px', color: vars.color.activeText });
