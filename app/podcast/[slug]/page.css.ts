import { globalStyle, style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';

export const body = style({ ...rules.proseColumn, gap: vars.space['5'] });

/** Every part in the reading column's width, the player too. */
globalStyle(`${body} > *`, { maxWidth: vars.width.prose });

/** The description's paragraphs, each line of the feed's text kept. */
export const description = style({ display: 'grid', gap: vars.space['4'], whiteSpace: 'pre-line' });

/** The links to the older and newer episodes. */
export const sequel = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space['4'], marginBlockStart: vars.space['4'] });

/** Where else to listen: the label beside the platforms, wrapping under it on a narrow screen. */
export const listen = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['4'] });
