import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';

export const episode = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.md,
  ...rules.panel,
});

export const cover = style({ aspectRatio: '3 / 2', background: vars.color.band, overflow: 'hidden' });

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({ display: 'grid', gap: vars.space['2'], alignContent: 'start', padding: vars.space['5'] });

export const number = style({
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textTransform: 'uppercase',
});

export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const platforms = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listen = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.textMuted });
