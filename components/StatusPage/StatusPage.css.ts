import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/styles/vars.css';

export const root = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: vars.size.statusPage,
  paddingBlockStart: `calc(${vars.size.header} + ${vars.space['12']})`,
  paddingBlockEnd: vars.space['16'],
  paddingInline: vars.space['5'],
  background: vars.color.band,
  color: vars.color.onBand,
  textAlign: 'center',
});

export const content = style({ display: 'grid', gap: vars.space['5'], justifyItems: 'center', maxWidth: vars.width.prose });

export const heading = recipe({
  base: { fontSize: vars.fontSize.display, color: vars.color.accent, lineHeight: '1' },
  variants: {
    /**
     * A status code ('404') is drawn in the system font: at this size the swap to Inter would
     * change its width by a fifth and shift the centred page; a system font never swaps.
     */
    code: { true: { fontFamily: 'system-ui, sans-serif', fontVariantNumeric: 'tabular-nums' }, false: {} },
  },
  defaultVariants: { code: false },
});

export const text = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.semibold });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space['4'] });
