import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/vars.css';
import { media } from '@/styles/media';

export const layout = style({
  display: 'grid',
  gap: vars.space['10'],
  alignItems: 'center',
  '@media': { [media.nav]: { gridTemplateColumns: '7fr 5fr', gap: vars.space['16'] } },
});

export const prose = style({ display: 'grid', gap: vars.space['5'], maxWidth: vars.width.prose });

export const figure = style({ aspectRatio: '3 / 2', overflow: 'hidden', borderRadius: vars.radius.lg, background: vars.color.backgroundAlt });

export const photo = style({ width: '100%', height: '100%', objectFit: 'cover' });
