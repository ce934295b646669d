import { style } from '@vanilla-extract/css';
import { button } from '@/styles/button.css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';

/** At the foot of the window, on the page's own background with the panel's edge; one row, on a phone too (a tenth of its screen). */
export const bar = style({
  position: 'fixed',
  insetInline: vars.space['3'],
  insetBlockEnd: vars.space['3'],
  zIndex: vars.zIndex.player,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  ...rules.panel,
});

/** The episode's title on one line, cut where it does not fit (its link names it whole). */
export const what = style({
  flex: 1,
  margin: 0,
  minInlineSize: 0,
  // Room inside the cut for the link's focus ring.
  padding: vars.space['2'],
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const label = style({ fontWeight: vars.fontWeight.semibold });

export const control = button({ kind: 'outline' });
