import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/vars.css';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const bubble = style({
  position: 'absolute',
  insetBlockEnd: `calc(100% + ${vars.space['2']})`,
  insetInlineStart: '50%',
  transform: 'translateX(-50%)',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.sm,
  background: vars.color.inverse,
  color: vars.color.onInverse,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  boxShadow: vars.shadow.raised,
  zIndex: 1,
  selectors: { '&[hidden]': { display: 'none' } },
});
