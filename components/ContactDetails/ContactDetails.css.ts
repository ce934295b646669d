import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/vars.css';

export const root = style({ display: 'grid', gap: vars.space['8'], alignContent: 'start' });

export const heading = style({ fontSize: vars.fontSize.xl });

export const group = style({ display: 'grid', gap: vars.space['2'] });

export const groupHeading = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], fontSize: vars.fontSize.md, color: vars.color.strong });

export const list = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const purpose = style({ display: 'block', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const link = style({ color: vars.color.strong, fontWeight: vars.fontWeight.semibold, overflowWrap: 'anywhere' });
