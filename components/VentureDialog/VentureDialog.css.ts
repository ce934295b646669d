import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@/styles/theme.css';
import { media } from '@/styles/media';

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(16px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});
const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const dialog = style({
  width: 'min(100% - 32px, 640px)',
  maxHeight: 'min(100dvh - 32px, 720px)',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.raised,
  overscrollBehavior: 'contain',
  selectors: {
    '&::backdrop': { background: 'rgba(7, 20, 38, 0.7)' },
  },
  '@media': {
    [media.motionOk]: {
      selectors: {
        '&[open]': { animation: `${rise} ${vars.duration.base} ease-out` },
        '&[open]::backdrop': { animation: `${fade} ${vars.duration.base} ease-out` },
      },
    },
  },
});

// Fills the dialog box, so a click that lands on the dialog element itself is on the backdrop.
export const body = style({ display: 'grid', gap: vars.space['5'], padding: vars.space['8'] });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space['4'], flexWrap: 'wrap' });

export const title = style({ fontSize: vars.fontSize.xl });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], justifyContent: 'flex-end' });
