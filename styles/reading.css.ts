// The reading column of the show's pages (an episode, its transcript), in a sheet of its own: the
// pages of every build, which never show it, keep theirs as they are.
import { globalStyle, style } from '@vanilla-extract/css';
import { proseColumn } from '@/styles/rules';
import { vars } from '@/styles/vars.css';

/** A reading column under a page's hero, beside its start: each of its parts at most the prose width, the player too. */
export const reading = style({ ...proseColumn, gap: vars.space['5'] });
globalStyle(`${reading} > *`, { maxWidth: vars.width.prose });

/** A line of links that wraps (a long transcript's parts). */
export const linkLine = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['4'], margin: 0, padding: 0, listStyle: 'none' });
