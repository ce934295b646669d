import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
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
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  zIndex: 1,
  ...rules.surface.inverse,
  selectors: { '&[hidden]': { display: 'none' } },
});
