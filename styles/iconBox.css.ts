// The shared icon box (the card's own rules are in rules.ts, spread into each card's style).
import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/vars.css';

/** A square holding an icon: gold on a band. It keeps its size in a row beside a long title. */
export const iconBox = style({
  display: 'inline-grid',
  flexShrink: 0,
  placeItems: 'center',
  width: vars.size.icon,
  height: vars.size.icon,
  borderRadius: vars.radius.md,
  background: vars.color.band,
  color: vars.color.accent,
});
