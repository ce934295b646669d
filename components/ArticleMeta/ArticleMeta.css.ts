import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';

export const meta = style({ ...rules.smallPrint });
