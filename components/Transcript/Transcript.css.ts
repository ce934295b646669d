import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';

export const transcript = style({ display: 'grid', gap: vars.space['4'] });

export const turn = style({ margin: 0, overflowWrap: 'anywhere' });

/** Where a turn starts, in figures of one width. */
export const time = style({ ...rules.smallPrint, fontVariantNumeric: 'tabular-nums' });

/** Who speaks: set apart from the words, in words too (the colon), never by colour alone. */
export const speaker = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.strong });
