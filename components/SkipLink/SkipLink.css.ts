import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/vars.css';

export const root = style({
  position: 'fixed',
  insetBlockStart: vars.space['2'],
  insetInlineStart: vars.space['2'],
  zIndex: vars.zIndex.toast,
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  paddingInline: vars.space['4'],
  borderRadius: vars.radius.sm,
  background: vars.color.raised,
  color: vars.color.strong,
  fontWeight: vars.fontWeight.semibold,
  boxShadow: vars.shadow.raised,
  transform: 'translateY(-200%)',
  selectors: { '&:focus': { transform: 'none' } },
});
