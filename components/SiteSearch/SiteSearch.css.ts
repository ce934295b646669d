import { style } from '@vanilla-extract/css';
import * as rules from '@/styles/rules';
import { vars } from '@/styles/vars.css';

export const search = style({ display: 'grid', gap: vars.space['4'] });

export const form = style({ display: 'grid', gap: vars.space['2'] });

export const label = style({ fontWeight: vars.fontWeight.semibold });

/** The box and its button on one line, the button under the box on a narrow screen. */
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'] });

export const input = style({ ...rules.field, flexGrow: 1, minWidth: 0 });

export const button = style({
  minHeight: vars.size.target,
  paddingInline: vars.space['6'],
  borderRadius: vars.radius.full,
  border: 0,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
});

/** The part the search's own script draws in (its status line, results and button for more), laid out as if they stood in `search` themselves. */
export const found = style({ display: 'contents' });

/** What the search found, said (and announced) as it comes. Takes no room while there is nothing to say. */
export const status = style({ ...rules.smallPrint, margin: 0, selectors: { '&:empty': { display: 'none' } } });

export const results = style({ display: 'grid', gap: vars.space['6'], margin: 0, padding: 0, listStyle: 'none' });

export const result = style({ display: 'grid', gap: vars.space['1'] });

export const title = style({ fontSize: vars.fontSize.lg, margin: 0, overflowWrap: 'anywhere' });

export const meta = style({ ...rules.smallPrint, margin: 0 });

export const excerpt = style({ margin: 0, overflowWrap: 'anywhere' });

/** Under the results that are not all shown: the button for more, apart from them. */
export const more = style({ justifySelf: 'start', marginBlockStart: vars.space['2'] });
