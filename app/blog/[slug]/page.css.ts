import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

// One column that may shrink below its content's width: a wide table or code scrolls in its own box.
export const body = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['8'], paddingBlock: vars.space['16'] });

/** The links to the older and newer articles. */
export const sequel = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space['4'], maxWidth: vars.width.prose });
