import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const card = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'start',
  maxWidth: '420px',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  borderInlineStart: `4px solid ${vars.color.activeText}`,
  boxShadow: vars.shadow.raised,
  transition: `opacity ${vars.duration.base} ease-in`,
  // Once its time is up the card fades at once; the library removes it a moment later.
  selectors: { '&[data-visible="false"]': { opacity: 0 } },
});

export const icon = style({ flexShrink: 0, color: vars.color.activeText });

export const title = style({ fontWeight: vars.fontWeight.bold });

export const text = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm });
