import { style } from '@vanilla-extract/css';
import { button } from '@/styles/button.css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';

/** At the foot of the window, raised above the page as a card is: two rows, on a phone too (at most 12 % of its screen). */
export const bar = style({
  position: 'fixed',
  insetInline: vars.space['3'],
  insetBlockEnd: vars.space['3'],
  zIndex: vars.zIndex.player,
  display: 'grid',
  gap: vars.space['1'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.md,
  ...rules.surface.raised,
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'], minInlineSize: 0 });

/** The episode's title on one line, cut where it does not fit (its link names it whole). */
export const what = style({
  flex: 1,
  margin: 0,
  minInlineSize: 0,
  // Room inside the cut for the link's focus ring.
  paddingInline: vars.space['1'],
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const label = style({ fontWeight: vars.fontWeight.semibold });

export const time = style({ flex: 'none', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** A drawn button, a target larger than WCAG's 24 px. */
export const icon = style([
  button({ kind: 'outline' }),
  { flex: 'none', inlineSize: vars.size.barTarget, blockSize: vars.size.barTarget, padding: 0, display: 'grid', placeItems: 'center' },
]);

export const progress = style({ flex: 1, minInlineSize: vars.space['12'], blockSize: vars.space['6'], accentColor: vars.color.strong });

export const speed = style({
  flex: 'none',
  blockSize: vars.size.barTarget,
  font: 'inherit',
  color: 'inherit',
  backgroundColor: vars.color.raised,
  border: `${vars.borderWidth.hairline} solid ${vars.color.fieldBorder}`,
  borderRadius: vars.radius.sm,
});
