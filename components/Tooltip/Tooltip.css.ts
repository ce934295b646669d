import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/vars.css';
import { surface } from '@/styles/surface.css';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const bubble = style([
  surface({ tone: 'inverse', corner: 'sm' }),
  {
    position: 'absolute',
    insetBlockEnd: `calc(100% + ${vars.space['2']})`,
    insetInlineStart: '50%',
    transform: 'translateX(-50%)',
    paddingBlock: vars.space['1'],
    paddingInline: vars.space['3'],
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
    whiteSpace: 'nowrap',
    zIndex: 1,
    selectors: { '&[hidden]': { display: 'none' } },
  },
]);
