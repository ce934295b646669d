import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/vars.css';

export const root = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['3'], marginBlockEnd: vars.space['8'] });

export const label = style({ fontWeight: vars.fontWeight.semibold });

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], margin: 0, padding: 0, listStyle: 'none' });
