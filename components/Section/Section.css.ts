import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/styles/vars.css';
import { media } from '@/styles/media';

export const root = recipe({
  base: {
    paddingBlock: vars.space['16'],
    '@media': { [media.md]: { paddingBlock: vars.space['24'] } },
  },
  variants: {
    tone: {
      plain: { background: vars.color.background, color: vars.color.text },
      alt: { background: vars.color.backgroundAlt, color: vars.color.text },
      band: { background: vars.color.band, color: vars.color.onBand },
    },
  },
  defaultVariants: { tone: 'plain' },
});

export const header = style({
  maxWidth: vars.width.prose,
  marginBottom: vars.space['10'],
  display: 'grid',
  gap: vars.space['3'],
});

export const headerCentered = style([header, { marginInline: 'auto', textAlign: 'center' }]);

export const eyebrow = recipe({
  base: {
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.bold,
    letterSpacing: vars.letterSpacing.wider,
    textTransform: 'uppercase',
  },
  variants: {
    tone: {
      plain: { color: vars.color.accentText },
      alt: { color: vars.color.accentText },
      band: { color: vars.color.accent },
    },
  },
  defaultVariants: { tone: 'plain' },
});

export const heading = style({ fontSize: vars.fontSize['2xl'] });

export const intro = recipe({
  base: { fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.body },
  variants: {
    tone: {
      plain: { color: vars.color.textMuted },
      alt: { color: vars.color.textMuted },
      band: { color: vars.color.onBandMuted },
    },
  },
  defaultVariants: { tone: 'plain' },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['4'],
  marginBlockStart: vars.space['10'],
});
