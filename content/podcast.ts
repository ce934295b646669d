import data from './podcast.json' with { type: 'json' };
import { loadData } from './schema/load.ts';
import { podcastFile } from './schema/podcast.ts';

/**
 * The three episodes teased on the home page, and the streaming platforms (until the show is
 * listed, each is a placeholder anchor to the podcast section itself): content/podcast.json.
 */
export const { episodes, streamingPlatforms } = loadData('content/podcast.json', data, podcastFile);

/** Texts of the podcast teaser. */
export const podcastSection = {
  name: 'OJ to the World',
  eyebrow: 'Podcast',
  heading: 'OJ to the World',
  intro:
    'Conversations with founders, deal-makers and career changers about leading through change, on radio and wherever you listen.',
  listenHeading: 'Listen on',
  episodeLabel: 'Episode',
} as const;
