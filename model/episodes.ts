import data from '../content/episodes.json' with { type: 'json' };
import podcast from '../content/podcast.json' with { type: 'json' };
import { addressed, type AddressedEpisode } from './episodeSlugs.ts';
import { loadContent } from './registry.ts';
import { fitted } from './schema/fields.ts';
import { maxEpisodes, type ShowEpisode } from './schema/podcast.ts';
import { ui } from './ui.ts';
import { wordsOfNotes } from './showNotes.ts';

/** Every episode stored, those taken off the site too (the editor lists them). */
const stored = loadContent('episodes', data);
export const everyEpisode = addressed(stored.episodes);

const leftOff = new Set(loadContent('podcast', podcast).leftOff);

/** On the site: all stored but those taken off, the newest thousand at most (what every host takes). */
export const showEpisodes = everyEpisode.filter(({ slug }) => !leftOff.has(slug)).slice(0, maxEpisodes);

export const showFeed: string | undefined = stored.feed;

export const showFeedLink = (title: string): { path: `https://${string}`; title: string } | undefined =>
  showFeed?.startsWith('https://') ? { path: showFeed as `https://${string}`, title } : undefined;

export type EpisodePath = `/podcast/${string}`;
export const episodePath = (episode: Pick<AddressedEpisode, 'slug'>): EpisodePath => `/podcast/${episode.slug}`;

/** The refresh writes the teaser from the show's list under its ids; none in the default export. */
export const storedOfTeased = ({ id, date }: { id: string; date: string }): AddressedEpisode | undefined =>
  showEpisodes.find((episode) => episode.id === id && episode.date === date);

/** Those he took off leave the teaser as he saves, before the next refresh chooses others. */
export const onSiteTeased = <Teased extends { id: string; date: string }>(teased: readonly Teased[]): Teased[] =>
  teased.filter(({ id, date }) => !everyEpisode.some((episode) => episode.id === id && episode.date === date && leftOff.has(episode.slug)));

export function pageOfTeased(teased: { id: string; date: string }): EpisodePath | undefined {
  const stored = storedOfTeased(teased);
  return stored && episodePath(stored);
}

/** The feed's number where the show stores it, else the id's (`ep-012` → 12), never its place in the teaser. */
export function numberOfTeased(teased: { id: string; date: string }): number | undefined {
  const stored = storedOfTeased(teased);
  return stored ? stored.number : Number(teased.id.slice('ep-'.length));
}

export function episodeAt(slug: string): { episode: AddressedEpisode; newer?: AddressedEpisode; older?: AddressedEpisode } | undefined {
  const index = showEpisodes.findIndex((episode) => episode.slug === slug);
  const episode = showEpisodes[index];
  return episode && { episode, newer: showEpisodes[index - 1], older: showEpisodes[index + 1] };
}

/** At most 160 characters, what results show; title and the show's sentence where its own is too short. */
export function episodeSummary(episode: Pick<ShowEpisode, 'title' | 'description'>, show: { name: string; intro: string }): string {
  const own = wordsOfNotes(episode.description ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return fitted(own.length > 50 ? own : ui.episode.summary(episode.title, show), 160);
}

/** The first paragraph, cut at 240: a hundred whole descriptions would not reach a slow phone in one round trip. */
export const episodeTeaser = (episode: Pick<ShowEpisode, 'description'>): string | undefined =>
  episode.description && fitted(wordsOfNotes(episode.description).split(/\n{2,}/)[0] ?? '', 240);
