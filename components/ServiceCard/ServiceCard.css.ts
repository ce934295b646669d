import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';

export const card = style({
  ...rules.card.md,
  position: 'relative',
  transitionProperty: 'box-shadow, border-color',
  transitionDuration: vars.duration.base,
  ':hover': { boxShadow: vars.shadow.raised, borderColor: vars.color.borderStrong },
});

export { iconBox as icon } from '@/styles/iconBox.css';

export const title = style({ fontSize: vars.fontSize.lg });

// The title's link covers the whole card.
export const link = style({ ...rules.coverTarget, textDecoration: 'none' });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const more = style({ color: vars.color.accentText, fontWeight: vars.fontWeight.semibold, fontSize: vars.fontSize.sm });
