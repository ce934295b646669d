import { style } from '@vanilla-extract/css';
import { nowAttribute } from '@/lib/earlyActions';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';

export const chapters = style({ display: 'grid', gap: vars.space['3'] });

export const heading = style({ fontSize: vars.fontSize.lg, color: vars.color.strong });

export const list = style({ display: 'grid', gap: vars.space['1'], margin: 0, padding: 0, listStyle: 'none' });

/** A chapter: its time, then its title; a button as wide as the column, at least a target high. */
export const press = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'baseline',
  width: '100%',
  minHeight: vars.size.target,
  paddingBlock: vars.space['2'],
  paddingInline: 0,
  border: 0,
  borderBlockEnd: `${vars.borderWidth.hairline} solid ${vars.color.border}`,
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  selectors: {
    'button&': { cursor: 'pointer' },
    'button&:hover': { color: vars.color.strong },
    'button&:focus-visible': rules.focusRing,
    // The chapter being heard (marked by the page's script): the accent's edge beside it.
    [`[${nowAttribute}] > &`]: { boxShadow: `inset ${vars.borderWidth.accent} 0 0 ${vars.color.accent}`, paddingInlineStart: vars.space['3'] },
  },
});

/** The title beside its time, wrapping under itself, never under the time. */
export const title = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });
