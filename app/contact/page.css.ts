import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/vars.css';
import { media } from '@/styles/media';

/** The details and the form, on the alternate background. */
export const area = style({ paddingBlock: vars.space['16'], background: vars.color.backgroundAlt });

export const layout = style({
  display: 'grid',
  gap: vars.space['12'],
  '@media': { [media.nav]: { gridTemplateColumns: '4fr 7fr', gap: vars.space['16'] } },
});
