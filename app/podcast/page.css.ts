import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/vars.css';

/** Where to listen and subscribe, above the episodes: the label beside the platforms, wrapping under it on a narrow screen. */
export const listen = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['4'], marginBlockEnd: vars.space['6'] });
