import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';

export const body = style({ ...rules.proseColumn, gap: vars.space['5'] });

/** The description's paragraphs, each line of the feed's text kept. */
export const description = style({ display: 'grid', gap: vars.space['4'], whiteSpace: 'pre-line', maxWidth: vars.width.prose });

/** The links to the older and newer episodes. */
export const sequel = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space['4'], maxWidth: vars.width.prose, marginBlockStart: vars.space['4'] });
