import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';

export const body = style({ ...rules.proseColumn, gap: vars.space['6'], maxWidth: vars.width.prose });

/** Without JavaScript: the heading over where to look instead. */
export const heading = style({ fontSize: vars.fontSize.lg, color: vars.color.strong });
