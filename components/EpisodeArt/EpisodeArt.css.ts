import { style } from '@vanilla-extract/css';
import { media } from '@/styles/media';
import { vars } from '@/styles/vars.css';

/** A square of 64 px on a phone, 96 px on a wider screen, in the listing's alternate background while it loads. */
export const art = style({
  display: 'block',
  flexShrink: 0,
  inlineSize: vars.size.art,
  blockSize: vars.size.art,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.backgroundAlt,
  '@media': { [media.sm]: { inlineSize: vars.size.artWide, blockSize: vars.size.artWide } },
});
