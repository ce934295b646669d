import type { Episode, NavLink } from './types.ts';

/** The three episodes teased on the home page. */
export const episodes: readonly Episode[] = [
  {
    id: 'ep-001',
    title: 'Day 1 Is a Beginning, Not a Finish Line',
    date: '2026-09-14',
    duration: '42 min',
    isoDuration: 'PT42M',
    image: {
      src: 'https://images.unsplash.com/photo-1478737270239-2f02b77fc618',
      alt: 'A studio microphone in front of a dark background',
      width: 1200,
      height: 800,
    },
  },
  {
    id: 'ep-002',
    title: 'From Night Shifts to Programme Director: Career Changers Speak',
    date: '2026-10-05',
    duration: '38 min',
    isoDuration: 'PT38M',
    image: {
      src: 'https://images.unsplash.com/photo-1590602847861-f357a9332bbc',
      alt: 'Podcast microphone and headphones on a desk',
      width: 1200,
      height: 800,
    },
  },
  {
    id: 'ep-003',
    title: 'Building Businesses Across Continents',
    date: '2026-10-26',
    duration: '51 min',
    isoDuration: 'PT51M',
    image: {
      src: 'https://images.unsplash.com/photo-1589903308904-1010c2294adc',
      alt: 'Two people recording a conversation in a podcast studio',
      width: 1200,
      height: 800,
    },
  },
];

/**
 * Streaming platforms. The shows are not yet listed, so each is a placeholder anchor to
 * the podcast section itself; the owner replaces the `href` with the show's address.
 */
export const streamingPlatforms: readonly NavLink[] = [
  { label: 'Apple Podcasts', href: '#podcast' },
  { label: 'Spotify', href: '#podcast' },
  { label: 'YouTube Music', href: '#podcast' },
];

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
