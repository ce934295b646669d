import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const list = style({
  display: 'grid',
  gap: vars.space['8'],
  maxWidth: '760px',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderInlineStart: `2px solid ${vars.color.border}`,
});

export const item = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space['2'],
  paddingInlineStart: vars.space['8'],
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '-9px',
      insetBlockStart: '6px',
      width: '16px',
      height: '16px',
      borderRadius: vars.radius.full,
      background: vars.color.gold,
      border: `3px solid ${vars.color.navy}`,
    },
  },
});

export const year = style({ color: vars.color.goldText, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const title = style({ fontSize: vars.fontSize.lg });

export const text = style({ color: vars.color.inkMuted });
