import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';

export const meta = style({ ...rules.smallPrint });

export const player = style({ width: '100%', minHeight: vars.size.target });

/** Why an episode has no player: said where the player would be. */
export const unplayable = style({ ...rules.smallPrint });
