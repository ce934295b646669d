import { style } from '@vanilla-extract/css';
import { vars } from '@/styles/vars.css';
import * as rules from '@/styles/rules';
import { media } from '@/styles/media';

export const root = style({ background: vars.color.bandDeep, color: vars.color.onBandMuted, fontSize: vars.fontSize.sm });

export const inner = style({
  ...rules.contentColumn,
  paddingBlock: vars.space['16'],
  display: 'grid',
  gap: vars.space['10'],
  '@media': {
    [media.md]: { ...rules.contentColumn['@media'][media.md], gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.nav]: { gridTemplateColumns: '1.6fr 1fr 1.2fr 1.4fr' },
  },
});

export const column = style({ display: 'grid', gap: vars.space['4'], alignContent: 'start' });

export const brand = style({ color: vars.color.onBand, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold });

export const heading = style({
  color: vars.color.onBand,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const list = style({ display: 'grid', gap: vars.space['1'], margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.listTarget,
  textDecoration: 'none',
  ':hover': { color: vars.color.onBand, textDecoration: 'underline' },
});

export const bottom = style({
  borderTop: `${vars.borderWidth.hairline} solid ${vars.color.bandBorder}`,
});

export const bottomInner = style({
  ...rules.contentColumn,
  paddingBlock: vars.space['6'],
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const legal = style([list, { display: 'flex', flexWrap: 'wrap', gap: vars.space['6'] }]);
