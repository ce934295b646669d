// The shared layout classes: the content column, the card grid and a spaced block. A component
// with a style of its own spreads the column's rules (rules.ts) into it instead.
// No component reaches into another component's stylesheet.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/styles/vars.css';
import { media } from '@/styles/media';
import { contentColumn } from '@/styles/rules';

/** A responsive list of cards: one column on phones, up to `columns` on wide screens. */
export const grid = recipe({
  base: { display: 'grid', gap: vars.space['5'], margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    columns: {
      2: { '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
      3: { '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.nav]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } },
      4: { '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }, [media.nav]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } },
    },
  },
  defaultVariants: { columns: 3 },
});

/** The content column (rules.ts) as a class. */
export const container = style(contentColumn);

/** A full-width block of a page, spaced as a section is (the services' list). */
export const spaced = style({
  paddingBlock: vars.space['16'],
  '@media': { [media.md]: { paddingBlock: vars.space['20'] } },
});
