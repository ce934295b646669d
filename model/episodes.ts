import data from '../content/episodes.json' with { type: 'json' };
import podcast from '../content/podcast.json' with { type: 'json' };
import { addressed, type AddressedEpisode } from './episodeSlugs.ts';
import { loadContent } from './registry.ts';
import { fitted } from './schema/fields.ts';
import { maxEpisodes, type ShowEpisode } from './schema/podcast.ts';
import { ui } from './ui.ts';
import { wordsOfNotes } from './showNotes.ts';

/** Every episode stored, newest first, each with its page's address: content/episodes.json, written by `npm run podcast:refresh`; those the owner took off the site too (the editor lists them). */
const stored = loadContent('episodes', data);
export const everyEpisode = addressed(stored.episodes);

/** The addresses of the episodes the owner took off the site in the editor (content/podcast.json). */
const leftOff = new Set(loadContent('podcast', podcast).leftOff);

/** The show's episodes on the site: each a page, in the listing, the sitemap and search; all stored but those taken off, the newest thousand at most (what every host takes). */
export const showEpisodes = everyEpisode.filter(({ slug }) => !leftOff.has(slug)).slice(0, maxEpisodes);

/** The show's feed, as its subscribe link (where the refresh found one it may publish). */
export const showFeed: string | undefined = stored.feed;

/** The show's feed as its pages announce it in their <head>, for a podcast app or a reader that follows it; none where the feed gives none. */
export const showFeedLink = (title: string): { path: `https://${string}`; title: string } | undefined =>
  showFeed?.startsWith('https://') ? { path: showFeed as `https://${string}`, title } : undefined;

/** An episode's own page. */
export type EpisodePath = `/podcast/${string}`;
export const episodePath = (episode: Pick<AddressedEpisode, 'slug'>): EpisodePath => `/podcast/${episode.slug}`;

/**
 * The show's own record of an episode the home page teases (the same id and date: the refresh
 * writes the teaser from the show's list, under its ids); undefined where it has none (the default export).
 */
export const storedOfTeased = ({ id, date }: { id: string; date: string }): AddressedEpisode | undefined =>
  showEpisodes.find((episode) => episode.id === id && episode.date === date);

/**
 * The episodes the home page teases that are on the site: the teaser's three but any he took off
 * (Podcast, Episodes off the site), from the moment he saves it, before the next refresh chooses others.
 */
export const onSiteTeased = <Teased extends { id: string; date: string }>(teased: readonly Teased[]): Teased[] =>
  teased.filter(({ id, date }) => !everyEpisode.some((episode) => episode.id === id && episode.date === date && leftOff.has(episode.slug)));

/** The page of an episode the home page teases, where the show stores it. */
export function pageOfTeased(teased: { id: string; date: string }): EpisodePath | undefined {
  const stored = storedOfTeased(teased);
  return stored && episodePath(stored);
}

/**
 * The number the teaser says of an episode: the feed's own where the show stores the episode
 * (none where the feed gives none: a trailer), else the number of its id (`ep-012` → 12), never
 * its place in the teaser.
 */
export function numberOfTeased(teased: { id: string; date: string }): number | undefined {
  const stored = storedOfTeased(teased);
  return stored ? stored.number : Number(teased.id.slice('ep-'.length));
}

/** An episode with its older and newer neighbours, or undefined for an address no episode has. */
export function episodeAt(slug: string): { episode: AddressedEpisode; newer?: AddressedEpisode; older?: AddressedEpisode } | undefined {
  const index = showEpisodes.findIndex((episode) => episode.slug === slug);
  const episode = showEpisodes[index];
  return episode && { episode, newer: showEpisodes[index - 1], older: showEpisodes[index + 1] };
}

/**
 * An episode's description for search results and link previews (at most 160 characters, what
 * they show): the start of its own, else, where it has none or too short a one, its title and
 * the show's sentence.
 */
export function episodeSummary(episode: Pick<ShowEpisode, 'title' | 'description'>, show: { name: string; intro: string }): string {
  const own = wordsOfNotes(episode.description ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return fitted(own.length > 50 ? own : ui.episode.summary(episode.title, show), 160);
}

/**
 * What the show's list says of an episode: its description's first paragraph, cut at 240
 * characters; its page has the rest. A hundred whole descriptions (up to 4,000 characters each)
 * would make the list a page no slow phone gets in one round trip.
 */
export const episodeTeaser = (episode: Pick<ShowEpisode, 'description'>): string | undefined =>
  episode.description && fitted(wordsOfNotes(episode.description).split(/\n{2,}/)[0] ?? '', 240);
