import { style } from '@vanilla-extract/css';
import { button } from '@/styles/button.css';
import { vars } from '@/styles/vars.css';

/** The offer to go on, in a row under the player's controls. */
export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'], marginBlockStart: vars.space['2'] });

/** The offer to go on: an outline button, its classes fixed here so the page's script carries no recipe. */
export const goOn = button({ kind: 'outline' });
