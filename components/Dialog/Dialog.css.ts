import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/vars.css';

export const dialog = style({
  width: `min(100% - ${vars.space['8']}, ${vars.width.dialog})`,
  maxHeight: `min(100dvh - ${vars.space['8']}, ${vars.size.dialog})`,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.raised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  overscrollBehavior: 'contain',
  // Its entrance and exit are played by framer-motion (dialogMotion.ts).
  selectors: {
    '&::backdrop': { background: vars.color.scrim },
  },
});

// Fills the dialog box, so a click that lands on the dialog element itself is on the backdrop.
export const body = style({ display: 'grid', gap: vars.space['5'], padding: vars.space['8'] });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'], flexWrap: 'wrap' });

export const title = style({ fontSize: vars.fontSize.xl });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], justifyContent: 'flex-end' });
