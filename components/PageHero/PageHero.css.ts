import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/styles/vars.css';
import * as rules from '@/styles/rules';
import { media } from '@/styles/media';

export const root = recipe({
  base: {
    position: 'relative',
    isolation: 'isolate',
    display: 'grid',
    alignItems: 'center',
    overflow: 'hidden',
    // The navy shows if the photo is slow or missing, so the white text never loses its contrast.
    background: vars.color.band,
    color: vars.color.onBand,
    paddingBlockStart: `calc(${vars.size.header} + ${vars.space['12']})`,
    paddingBlockEnd: vars.space['16'],
  },
  variants: {
    size: {
      page: { minHeight: vars.size.heroPage },
      home: { minHeight: `min(100svh, ${vars.size.heroHome})` },
    },
  },
  defaultVariants: { size: 'page' },
});

export const photo = style({
  position: 'absolute',
  inset: 0,
  zIndex: -2,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  color: 'transparent',
});

export const scrim = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  background: vars.color.scrim,
});

/**
 * The home hero's entrance: the text rises into place and brightens from an already readable
 * 60% (never from 0), starting with the first paint. Nothing painted is ever taken away, the
 * largest paint is the text as first drawn, and no script is involved, so it plays the same
 * before hydration, after it and without JavaScript.
 */
const rise = keyframes({
  from: { opacity: 0.6, transform: `translateY(${vars.offset.rise})` },
  to: { opacity: 1, transform: 'none' },
});

export const content = recipe({
  base: { ...rules.contentColumn, display: 'grid', gap: vars.space['5'], justifyItems: 'start' },
  variants: {
    entrance: {
      true: { '@media': { [media.motionOk]: { animation: `${rise} ${vars.duration.entrance} ease-out both` } } },
      false: {},
    },
  },
  defaultVariants: { entrance: false },
});

export const eyebrow = style({
  color: vars.color.accent,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
});

export const heading = style({ fontSize: vars.fontSize['3xl'], maxWidth: vars.width.headline });

export const tagline = style({ color: vars.color.accent, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });

export const intro = style({ maxWidth: vars.width.prose, color: vars.color.onBandMuted, fontSize: vars.fontSize.lg });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], marginBlockStart: vars.space['2'] });
