import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/vars.css';

/** The description's paragraphs, each line of the feed's text kept. */
export const description = style({ display: 'grid', gap: vars.space['4'], whiteSpace: 'pre-line' });

/** The links to the older and newer episodes. */
export const sequel = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: vars.space['4'], marginBlockStart: vars.space['4'] });

/** Where else to listen: the label beside the platforms, wrapping under it on a narrow screen. */
export const listen = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['4'] });

/** The transcript, the file and the feed's page of the episode: a line each. */
export const links = style({ display: 'grid', gap: vars.space['2'], margin: 0, padding: 0, listStyle: 'none' });

/** The episode's art (where it has one) beside its date, length and numbers. */
export const opening = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });
