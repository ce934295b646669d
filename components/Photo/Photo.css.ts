import { style } from '@vanilla-extract/css';

/** The `<picture>` around a local photo adds no box: the `<img>` is laid out as if alone. */
export const picture = style({ display: 'contents' });
