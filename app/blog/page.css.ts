import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/vars.css';

export const body = style({ paddingBlock: vars.space['16'] });

export const list = style({ display: 'grid', gap: vars.space['10'], maxWidth: vars.width.prose, margin: 0, padding: 0, listStyle: 'none' });

export const item = style({ display: 'grid', gap: vars.space['2'] });

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.strong });
