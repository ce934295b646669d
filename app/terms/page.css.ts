import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

export const body = style({ display: 'grid', gap: vars.space['8'], paddingBlock: vars.space['16'] });

export const updated = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
