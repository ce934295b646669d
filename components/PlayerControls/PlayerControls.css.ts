import { style } from '@vanilla-extract/css';
import { button } from '@/styles/button.css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';

/** Under the player: skips, speed, the moment's link, in a row that wraps on a narrow screen. */
export const controls = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['2'], marginBlockStart: vars.space['2'] });

/** A control's button: outlined, at the pointer target's height (WCAG 2.5.8 asks 24 px). */
export const control = button({ kind: 'outline' });

export const speed = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['2'], ...rules.smallPrint });

export const select = style({
  ...rules.field,
  minBlockSize: vars.size.target,
  paddingInline: vars.space['2'],
  selectors: { '&:focus-visible': rules.focusRing },
});

/** What the moment's link says (copied, or the address to copy), in small print, its address breakable on a narrow screen. */
export const said = style({ ...rules.smallPrint, overflowWrap: 'anywhere', flexBasis: '100%', selectors: { '&:empty': { display: 'none' } } });
