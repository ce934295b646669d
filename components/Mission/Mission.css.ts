import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/vars.css';

export const statement = style({
  maxWidth: vars.width.statement,
  marginBlockEnd: vars.space['10'],
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.strong,
});
