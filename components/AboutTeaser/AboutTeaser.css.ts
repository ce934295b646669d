import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';
import { media } from '@/styles/media';

export const layout = style({
  display: 'grid',
  gap: vars.space['10'],
  alignItems: 'center',
  '@media': { [media.nav]: { gridTemplateColumns: '5fr 7fr', gap: vars.space['16'] } },
});

export const figure = style({
  aspectRatio: '4 / 5',
  maxWidth: vars.width.portrait,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  background: vars.color.backgroundAlt,
  boxShadow: vars.shadow.raised,
});

export const photo = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const text = style({ display: 'grid', gap: vars.space['6'], justifyItems: 'start' });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['4'],
  width: '100%',
  margin: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  ...rules.surface.muted,
});

export const value = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: vars.fontWeight.bold, color: vars.color.strong });

export const label = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const link = style({
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.semibold,
  minHeight: vars.size.target,
  display: 'inline-flex',
  alignItems: 'center',
});
