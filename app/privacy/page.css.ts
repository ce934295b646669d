import { globalStyle, style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';

export const body = style({ paddingBlock: vars.space['16'] });

export const prose = style({ maxWidth: vars.width.prose, display: 'grid', gap: vars.space['10'] });

export const part = style({ display: 'grid', gap: vars.space['3'] });

export const heading = style({ fontSize: vars.fontSize.xl, color: vars.color.strong });

export const updated = style({ ...rules.smallPrint });

export const optOut = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.target,
  fontWeight: vars.fontWeight.semibold,
});

globalStyle(`${optOut} input`, { inlineSize: vars.space['5'], blockSize: vars.space['5'], accentColor: vars.color.strong });
