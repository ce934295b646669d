import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { media } from '@/styles/media';

export const band = style({ paddingBlock: vars.space['16'], background: vars.color.surfaceAlt });

export const layout = style({
  display: 'grid',
  gap: vars.space['12'],
  '@media': { [media.nav]: { gridTemplateColumns: '4fr 7fr', gap: vars.space['16'] } },
});
