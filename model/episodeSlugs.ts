// An episode's address is made once from its first title and kept for good, with the episode when
// the feed drops it, so a shared or indexed link never dies. Pure: the refresh and the build call it.
import { maxSlugLength, type ShowEpisode } from './schema/podcast.ts';
import { reservedName } from './reservedNames.ts';

export type UnaddressedEpisode = Omit<ShowEpisode, 'slug'>;

export type AddressedEpisode = UnaddressedEpisode & { slug: string };

/** Letters and digits (accents dropped) in lower case, hyphenated, cut at a word; the number where the title has none. */
export function wordsOf(title: string, id: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > maxSlugLength) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, maxSlugLength) ?? '') || id;
}

const notReserved = '-episode';

/** Followed by `-episode` where the words are a name a host or the site keeps (model/reservedNames.ts). */
export function slugOf(title: string, id: string): string {
  const words = wordsOf(title, id);
  return reservedName(words) ? `${words}${notReserved}` : words;
}

export function reservedNotes(episodes: readonly AddressedEpisode[]): string[] {
  return episodes.flatMap(({ id, title, slug }) => {
    const words = wordsOf(title, id);
    const why = reservedName(words);
    return why ? [`“${title}” would be at /podcast/${words}, ${why}: its page is /podcast/${slug}`] : [];
  });
}

/** An older refresh gave `index` to an episode titled so. */
const keepable = (slug: string | undefined): slug is string => slug !== undefined && slug !== '' && reservedName(slug) === undefined;

type Match = (a: UnaddressedEpisode, b: UnaddressedEpisode) => boolean;

/** A page or audio two episodes share is neither's identity. */
function ownValues(feed: readonly UnaddressedEpisode[], stored: readonly UnaddressedEpisode[], valueOf: (episode: UnaddressedEpisode) => string | undefined) {
  const counted = (episodes: readonly UnaddressedEpisode[]) => {
    const counts = new Map<string, number>();
    for (const value of episodes.map(valueOf)) if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
    return counts;
  };
  const [inFeed, inStore] = [counted(feed), counted(stored)];
  return new Set([...inFeed].filter(([value, count]) => count === 1 && (inStore.get(value) ?? 0) <= 1).map(([value]) => value));
}

/** Below this an audio length is a feed's placeholder (0, 1, 1,000): no identity. */
export const placeholderBytes = 100_000;

/**
 * Surest first: guid, page, audio, then title on its day. Only when the show moved host (most guids
 * gone at once) may title or audio length on its day match a new guid. Never a date alone: another
 * episode of that day would take the address, and every link shared to it.
 */
function sameEpisode(feed: readonly UnaddressedEpisode[], stored: readonly UnaddressedEpisode[]): Match[] {
  const [feedGuids, storedGuids] = [new Set(feed.map(({ guid }) => guid)), new Set(stored.map(({ guid }) => guid))];
  const links = ownValues(feed, stored, ({ link }) => link);
  const audios = ownValues(feed, stored, ({ audio }) => audio?.url);
  const lengths = ownValues(feed, stored, ({ audio }) => (audio?.length !== undefined && audio.length >= placeholderBytes ? String(audio.length) : undefined));
  const withGuid = stored.filter(({ guid }) => guid !== undefined);
  const gone = withGuid.filter(({ guid }) => !feedGuids.has(guid)).length;
  const showMoved = gone >= 2 && gone * 2 > withGuid.length;
  const apart: Match = (a, b) => a.guid !== undefined && b.guid !== undefined && a.guid !== b.guid;
  const moved: Match = (a, b) => showMoved && apart(a, b) && !storedGuids.has(a.guid) && !feedGuids.has(b.guid);
  const onItsDay: Match = (a, b) => a.title === b.title && a.date === b.date;
  const sameLength: Match = (a, b) => a.audio?.length !== undefined && a.audio.length === b.audio?.length && lengths.has(String(a.audio.length));
  return [
    (a, b) => a.guid !== undefined && a.guid === b.guid,
    (a, b) => !apart(a, b) && a.link !== undefined && a.link === b.link && links.has(a.link),
    (a, b) => !apart(a, b) && a.audio !== undefined && a.audio.url === b.audio?.url && audios.has(a.audio.url),
    (a, b) => !apart(a, b) && onItsDay(a, b),
    (a, b) => moved(a, b) && onItsDay(a, b),
    (a, b) => moved(a, b) && a.date === b.date && sameLength(a, b),
  ];
}

function storedEpisodes(previous: unknown): AddressedEpisode[] {
  const episodes: unknown = typeof previous === 'object' && previous !== null ? Reflect.get(previous, 'episodes') : undefined;
  return Array.isArray(episodes) ? episodes.filter((episode): episode is AddressedEpisode => typeof episode?.slug === 'string' && keepable(episode.slug)) : [];
}

/** Numbered (`-2`) past any address given, oldest first, so an earlier episode keeps the plain one. */
export function addressed(episodes: readonly (UnaddressedEpisode & { slug?: string | undefined })[]): AddressedEpisode[] {
  const given = new Map(episodes.flatMap((episode) => (keepable(episode.slug) ? [[episode, episode.slug] as const] : [])));
  const taken = new Set(given.values());
  for (const episode of [...episodes].reverse()) {
    if (given.has(episode)) continue;
    const base = slugOf(episode.title, episode.id);
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base.slice(0, maxSlugLength - String(n).length - 1).replace(/-+$/, '')}-${n}`;
    taken.add(slug);
    given.set(episode, slug);
  }
  return episodes.map((episode) => {
    const { id, ...rest } = episode;
    delete rest.slug; // every episode has its address in `given` by now, written beside its number
    return { id, slug: given.get(episode) ?? id, ...rest };
  });
}

function claimed(episodes: readonly UnaddressedEpisode[], previous: unknown): { slugs: Map<UnaddressedEpisode, string>; unclaimed: AddressedEpisode[] } {
  const unclaimed = storedEpisodes(previous);
  const slugs = new Map<UnaddressedEpisode, string>();
  for (const same of sameEpisode(episodes, unclaimed)) {
    for (const episode of episodes) {
      if (slugs.has(episode)) continue;
      const index = unclaimed.findIndex((stored) => same(episode, stored));
      const [stored] = index < 0 ? [] : unclaimed.splice(index, 1);
      if (stored) slugs.set(episode, stored.slug);
    }
  }
  return { slugs, unclaimed };
}

/** The address each had last time where it is known again (`sameEpisode`), else a new one. */
export function withSlugs(episodes: readonly UnaddressedEpisode[], previous: unknown): AddressedEpisode[] {
  const { slugs } = claimed(episodes, previous);
  return addressed(episodes.map((episode) => ({ ...episode, slug: slugs.get(episode) })));
}

const numberOf = (id: string) => Number(id.slice('ep-'.length)) || 0;

/** Every episode stored last time that the feed dropped is kept with its address; one whose id the feed now gives another (ids by position) takes a number past the highest. */
export function withStored(episodes: readonly UnaddressedEpisode[], previous: unknown): { episodes: AddressedEpisode[]; kept: AddressedEpisode[] } {
  const { slugs, unclaimed } = claimed(episodes, previous);
  const ids = new Set<string>(episodes.map(({ id }) => id));
  let next = Math.max(0, ...[...ids, ...unclaimed.map(({ id }) => id)].map(numberOf)) + 1;
  const kept = unclaimed.map((stored) => {
    const id = ids.has(stored.id) ? (`ep-${String(next++).padStart(3, '0')}` as const) : stored.id;
    ids.add(id);
    return { ...stored, id };
  });
  const all = [...episodes.map((episode) => ({ ...episode, slug: slugs.get(episode) })), ...kept];
  const byDate = all.map((episode, order) => ({ episode, order })).sort((a, b) => b.episode.date.localeCompare(a.episode.date) || a.order - b.order);
  return { episodes: addressed(byDate.map(({ episode }) => episode)), kept };
}
