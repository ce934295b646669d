import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';

export const body = style({ ...rules.proseColumn });

export const updated = style({ ...rules.smallPrint });
