import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';
import { media } from '@/styles/media';

export const carousel = style({ display: 'grid', gap: vars.space['6'], maxWidth: vars.width.quote, marginInline: 'auto' });

/** All slides in one grid cell: the carousel is as tall as its longest slide, whichever is shown. */
export const slides = style({
  display: 'grid',
  gridTemplateAreas: '"slide"',
  '@media': { [media.noScript]: { gridTemplateAreas: 'none', gap: vars.space['6'] } },
});

export const slide = style({
  gridArea: 'slide',
  display: 'grid',
  gap: vars.space['6'],
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  ...rules.surface.band,
  // One slide at a time from the very first paint (no shift at hydration); without
  // scripts all three stay readable, one under another.
  selectors: { '&[data-current="false"]': { visibility: 'hidden' } },
  '@media': {
    [media.noScript]: { gridArea: 'auto', selectors: { '&[data-current="false"]': { visibility: 'visible' } } },
    [media.md]: { padding: vars.space['12'] },
  },
});

/** A testimonial: the quotation above the person who gave it. */
export const figure = style({ display: 'grid', gap: vars.space['6'] });

export const quote = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.body, color: vars.color.onBand });

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'] });

export const portrait = style({
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.full,
  objectFit: 'cover',
  background: vars.color.bandDeep,
  flexShrink: 0,
});

export const name = style({ fontWeight: vars.fontWeight.bold, color: vars.color.onBand, fontStyle: 'normal' });

export const role = style({ color: vars.color.onBandMuted, fontSize: vars.fontSize.sm });

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  '@media': { [media.noScript]: { display: 'none' } },
});

export const arrow = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: vars.size.target,
  height: vars.size.target,
  borderRadius: vars.radius.full,
  border: `${vars.borderWidth.thick} solid ${vars.color.onBand}`,
  background: 'transparent',
  color: vars.color.onBand,
  cursor: 'pointer',
  ':hover': { background: vars.color.onBand, color: vars.color.band },
});

export const position = style({ color: vars.color.onBandMuted, fontSize: vars.fontSize.sm, minWidth: vars.width.counter, textAlign: 'center' });
