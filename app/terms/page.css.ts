import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

// One column that may shrink below its content's width: a wide table or code scrolls in its own box.
export const body = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['8'], paddingBlock: vars.space['16'] });

export const updated = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
