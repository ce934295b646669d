import { style } from '@vanilla-extract/css';

// `main` takes focus from the skip link so the next Tab starts inside it; the ring belongs
// on the controls, not on the whole page.
export const main = style({
  display: 'block',
  selectors: { '&:focus, &:focus-visible': { outline: 'none', boxShadow: 'none' } },
});
