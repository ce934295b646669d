import { style } from '@vanilla-extract/css';
import { button } from '@/styles/button.css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';

/** At the foot of the window, over the page's end, on the page's own background with the panel's edge; its row wraps on a phone. */
export const bar = style({
  position: 'fixed',
  insetInline: vars.space['3'],
  insetBlockEnd: vars.space['3'],
  zIndex: vars.zIndex.player,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.background,
  ...rules.panel,
});

export const what = style({ flex: 1, margin: 0, minInlineSize: 0, overflowWrap: 'anywhere' });

export const label = style({ fontWeight: vars.fontWeight.semibold });

export const control = button({ kind: 'outline' });
