import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';

export const body = style({ ...rules.proseColumn });

/** The links to the older and newer articles. */
export const sequel = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space['4'], maxWidth: vars.width.prose });
