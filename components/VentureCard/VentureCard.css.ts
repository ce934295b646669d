import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';

export const card = style({ ...rules.card.md, gridTemplateRows: 'auto auto 1fr auto', alignContent: 'normal', gap: vars.space['4'] });

export const top = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space['3'] });

export const title = style({ fontSize: vars.fontSize.lg });

export const founded = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const sectionHeading = style({ fontSize: vars.fontSize.md });

export const features = style({ display: 'grid', gap: vars.space['2'], paddingInlineStart: vars.space['5'], margin: 0 });
