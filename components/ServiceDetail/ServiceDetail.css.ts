import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';

export const card = style({ ...rules.card.lg, gap: vars.space['4'], justifyItems: 'start' });

export const heading = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'], fontSize: vars.fontSize.xl });

export const description = style({ color: vars.color.textMuted });

export const offeringsHeading = style({
  fontSize: vars.fontSize.sm,
  textTransform: 'uppercase',
  letterSpacing: vars.letterSpacing.wide,
  color: vars.color.accentText,
});

export const offerings = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

export const offering = style({ display: 'flex', gap: vars.space['3'], alignItems: 'start' });

export const check = style({ flexShrink: 0, marginBlockStart: vars.offset.firstLine, color: vars.color.success });
