import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';

/**
 * The episode's player, kept in view under the fixed header while the transcript is read, on the
 * page's own background so no words show through it. A turn's address (`#t=454`) lands below it
 * (components/Transcript: its turns' scroll margin).
 */
export const player = style({
  position: 'sticky',
  insetBlockStart: vars.size.header,
  zIndex: 1,
  paddingBlock: vars.space['2'],
  backgroundColor: vars.color.background,
});
