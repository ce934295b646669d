import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/vars.css';

export const list = style({
  display: 'grid',
  gap: vars.space['8'],
  maxWidth: vars.width.timeline,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderInlineStart: `${vars.borderWidth.thick} solid ${vars.color.border}`,
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
      // Centred on the list's rule.
      insetInlineStart: `calc((${vars.size.marker} + ${vars.borderWidth.thick}) / -2)`,
      insetBlockStart: vars.offset.marker,
      width: vars.size.marker,
      height: vars.size.marker,
      borderRadius: vars.radius.full,
      background: vars.color.accent,
      border: `${vars.borderWidth.ring} solid ${vars.color.strong}`,
    },
  },
});

export const year = style({ color: vars.color.accentText, fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.sm });

export const title = style({ fontSize: vars.fontSize.lg });

export const text = style({ color: vars.color.textMuted });
