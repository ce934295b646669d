// Each stored episode's page address under /podcast/ (its slug): made once from its first title,
// then kept for good, whatever its title becomes, and the episode with it when the feed drops it
// (`withStored`), so a link shared or indexed never dies. Pure: the refresh hands it the
// feed's episodes and the file it wrote last time (content/episodes.json); the build, the file as
// it is (one an older refresh wrote has no addresses: each gets the one the refresh would give).
import { maxSlugLength, type ShowEpisode } from './schema/podcast.ts';
import { reservedName } from './reservedNames.ts';

/** An episode as the feed gives it, before it has its address. */
export type UnaddressedEpisode = Omit<ShowEpisode, 'slug'>;

/** An episode with its page's address. */
export type AddressedEpisode = UnaddressedEpisode & { slug: string };

/** A title's words as an address: its letters and digits (accents dropped) in lower case, joined by hyphens, cut at a word; the episode's number where the title has none. */
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

/** What follows a title's words that a host or the site keeps for itself (`index` → `index-episode`). */
const notReserved = '-episode';

/** A title's address: its words (`wordsOf`), followed by `-episode` where they are a name a host or the site keeps for itself (model/reservedNames.ts). */
export function slugOf(title: string, id: string): string {
  const words = wordsOf(title, id);
  return reservedName(words) ? `${words}${notReserved}` : words;
}

/**
 * The lines the refresh says of the episodes whose titles' words are a name a host or the site
 * keeps for itself: the address each has instead.
 */
export function reservedNotes(episodes: readonly AddressedEpisode[]): string[] {
  return episodes.flatMap(({ id, title, slug }) => {
    const words = wordsOf(title, id);
    const why = reservedName(words);
    return why ? [`“${title}” would be at /podcast/${words}, ${why}: its page is /podcast/${slug}`] : [];
  });
}

/** An address an episode may keep: none a host or the site keeps for itself (an older refresh gave `index` to an episode titled so). */
const keepable = (slug: string | undefined): slug is string => slug !== undefined && slug !== '' && reservedName(slug) === undefined;

type Match = (a: UnaddressedEpisode, b: UnaddressedEpisode) => boolean;

/** The values of `valueOf` that one episode alone has, in the feed and among those stored: a page or audio two episodes share is neither's identity. */
function ownValues(feed: readonly UnaddressedEpisode[], stored: readonly UnaddressedEpisode[], valueOf: (episode: UnaddressedEpisode) => string | undefined) {
  const counted = (episodes: readonly UnaddressedEpisode[]) => {
    const counts = new Map<string, number>();
    for (const value of episodes.map(valueOf)) if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
    return counts;
  };
  const [inFeed, inStore] = [counted(feed), counted(stored)];
  return new Set([...inFeed].filter(([value, count]) => count === 1 && (inStore.get(value) ?? 0) <= 1).map(([value]) => value));
}

/** An audio length below this is a placeholder a feed writes where it does not know one (0, 1, a fixed 1,000): no identity, and no size to say. */
export const placeholderBytes = 100_000;

/**
 * The ways a feed's episode (`a`) is known again among those stored last time (`b`), surest
 * first: the feed's guid, its page, its audio, and its title on its day. Two guids name two
 * episodes, and only a page or audio of one episode alone is an identity (items that share one
 * link would each take the next one's address). Only where the show moved host (most of the
 * stored guids gone from the feed at once, never one) is an episode whose new guid was never
 * stored, and a stored one whose guid the feed no longer has, known by its title on its day, or
 * its audio's length on its day where that length is its own and no placeholder. Never by a date
 * alone: another episode published on the day of one that left the feed would take its address,
 * and every link shared to it.
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

/** The slugs of the episodes the refresh wrote last time, from that file's text as it is (any other shape: none). */
function storedEpisodes(previous: unknown): AddressedEpisode[] {
  const episodes: unknown = typeof previous === 'object' && previous !== null ? Reflect.get(previous, 'episodes') : undefined;
  return Array.isArray(episodes) ? episodes.filter((episode): episode is AddressedEpisode => typeof episode?.slug === 'string' && keepable(episode.slug)) : [];
}

/**
 * The episodes, each with its address: its own where it has one, else one made from its title,
 * numbered (`-2`) past any address already given, the oldest episode first (so an earlier
 * episode keeps the plain address when two titles are alike). Written beside the number, where
 * a reader of the file looks for it.
 */
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

/** Which of the feed's episodes are known again among those stored last time (`sameEpisode`), each lending its address once; and the stored ones none of them is. */
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

/**
 * The feed's episodes, each with its address: the one it had last time where it is known again
 * (`sameEpisode`; each stored episode lends its address once), else a new one (`addressed`).
 */
export function withSlugs(episodes: readonly UnaddressedEpisode[], previous: unknown): AddressedEpisode[] {
  const { slugs } = claimed(episodes, previous);
  return addressed(episodes.map((episode) => ({ ...episode, slug: slugs.get(episode) })));
}

const numberOf = (id: string) => Number(id.slice('ep-'.length)) || 0;

/**
 * The show as the refresh stores it: the feed's episodes, each with its address (`withSlugs`), and
 * every episode stored last time that the feed no longer has (a host that keeps only its latest
 * items, a feed moved), kept with its address and all it had, so no page anyone shared or found
 * ever goes. Newest first; a kept episode whose id the feed now gives another (ids by position
 * move when a feed drops its oldest) takes a number past the highest. Also the kept ones, for the refresh to say.
 */
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
  // Newest first, as the feed lists them; on one day, the feed's before the kept.
  const byDate = all.map((episode, order) => ({ episode, order })).sort((a, b) => b.episode.date.localeCompare(a.episode.date) || a.order - b.order);
  return { episodes: addressed(byDate.map(({ episode }) => episode)), kept };
}
