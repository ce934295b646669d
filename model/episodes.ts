import data from '../content/episodes.json' with { type: 'json' };
import { loadContent } from './registry.ts';

/** The show's episodes for the podcast page, newest first: content/episodes.json, written by `npm run podcast:refresh`. */
export const { episodes: showEpisodes } = loadContent('episodes', data);
