import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { iconBox } from '@/styles/iconBox.css';
import { vars } from '@/styles/vars.css';

export { iconBox as icon } from '@/styles/iconBox.css';

export const card = style(rules.card.md);

export const step = style([iconBox, { fontWeight: vars.fontWeight.bold, fontSize: vars.fontSize.lg }]);

export const title = style({ fontSize: vars.fontSize.lg });

export const text = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
