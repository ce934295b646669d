import { globalStyle, style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';

export const list = style({ display: 'grid', gap: vars.space['5'], maxWidth: vars.width.prose, margin: 0, padding: 0, listStyle: 'none' });

/** An episode: its art (where it has one) beside its words, which take the rest of the row. */
export const episode = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['4'],
  padding: vars.space['5'],
  borderRadius: vars.radius.md,
  ...rules.surface.raised,
});

export const words = style({ display: 'grid', gap: vars.space['3'], flex: 1, minInlineSize: 0 });

export const title = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.snug });

export const description = style({ whiteSpace: 'pre-line' });

/**
 * The listing's ways about: its seasons, and its pages, each a row of links that wraps. Each link
 * a target of the pointer's size however short its words (a page's number: WCAG 2.5.8 asks 24 px).
 */
export const ways = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
  maxWidth: vars.width.prose,
  marginBlockEnd: vars.space['5'],
});
globalStyle(`${ways} > a`, {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: vars.size.target,
  minBlockSize: vars.size.target,
});

export const older = style({ marginBlockStart: vars.space['5'] });
