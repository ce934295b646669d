import data from '../content/podcast.json' with { type: 'json' };
import { loadContent } from './registry.ts';

const { episodes, streamingPlatforms, ...section } = loadContent('podcast', data);

/**
 * The three episodes teased on the home page, and the streaming platforms (until the show is
 * listed, each is a placeholder anchor to the podcast section itself): content/podcast.json.
 */
export { episodes, streamingPlatforms };

/** Texts of the podcast teaser. */
export const podcastSection = section;
