// The shared layout layer: the content column, the card grid and a section band. Components
// and pages compose these; no component reaches into another component's stylesheet.
import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '@/styles/theme.css';
import { media } from '@/styles/media';

/** A responsive list of cards: one column on phones, up to `columns` on wide screens. */
export const grid = recipe({
  base: { display: 'grid', gap: vars.space['5'], margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    columns: {
      2: { '@media': { [media.md]: { gridTemplateColumns: 'repeat(2, 1fr)' } } },
      3: { '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [media.nav]: { gridTemplateColumns: 'repeat(3, 1fr)' } } },
      4: { '@media': { [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [media.nav]: { gridTemplateColumns: 'repeat(4, 1fr)' } } },
    },
  },
  defaultVariants: { columns: 3 },
});

/** The content column: full width up to the container size, centred, with side gutters. */
export const container = style({
  width: '100%',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  paddingInline: vars.space['5'],
  '@media': { [media.md]: { paddingInline: vars.space['8'] } },
});

/** A band of a page: the vertical rhythm between full-width blocks (the services, one per band). */
export const band = style({
  paddingBlock: vars.space['16'],
  '@media': { [media.md]: { paddingBlock: vars.space['20'] } },
});
