import { style } from '@vanilla-extract/css';
import { button } from '@/styles/button.css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/theme.css';

/** The speed and the offer to go on, in a row under the player that wraps on a narrow screen. */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'], marginBlockStart: vars.space['2'] });

export const speed = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], ...rules.smallPrint });

export const select = style({ ...rules.field, paddingInline: vars.space['2'], selectors: { '&:focus-visible': rules.focusRing } });

/** The offer to go on: an outline button, its classes fixed here so the page's script carries no recipe. */
export const goOn = button({ kind: 'outline' });
