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
