// A podcast's RSS feed read into the show's episodes. Pure: `npm run podcast:refresh` fetches and writes around it.
import {
  audioOrigin,
  audioType,
  maxAudioOrigins,
  maxEpisodes,
  maxGuidLength,
  showDescriptionLength,
  showTitleLength,
  type ShowEpisode,
} from '#model/schema/podcast.ts';
import { plainHostWords } from '#model/delivery.ts';
import type { UnaddressedEpisode } from '#model/episodeSlugs.ts';
import { fitted } from '#model/schema/fields.ts';
import {
  address,
  durationSeconds,
  durationText,
  episodeCount,
  episodeIds,
  FeedError,
  httpsAddress,
  imageOf,
  isNode,
  linkOf,
  list,
  maxTitle,
  plain,
  readChannel,
  textOf,
  type FeedEpisode,
  type Node,
} from './feed.ts';
import { extrasOf, type ExtrasAt } from './extras.ts';
import { textOfHtml } from './html-text.ts';

/** A host that is no plain host name is refused: the page's policy names it, and an honest feed never has one. */
function audioOf(item: Node, feedUrl: string, where: string): ShowEpisode['audio'] {
  const enclosure = list(item.enclosure)[0];
  if (!isNode(enclosure)) return undefined;
  const url = httpsAddress(textOf(enclosure['@_url']), feedUrl);
  const type = textOf(enclosure['@_type']) ?? '';
  if (!url || !audioType.test(type)) return undefined;
  if (!audioOrigin(url)) throw new FeedError(`${where}'s audio is at ${new URL(url).host}, which is not ${plainHostWords}`);
  const length = Number(textOf(enclosure['@_length']));
  return { url, type, ...(Number.isInteger(length) && length > 0 ? { length } : {}) };
}

/** Newest first, and a line for each left out: one odd episode never keeps the others from the site. */
export function readShow(
  xml: string,
  feedUrl: string,
): {
  show: string;
  episodes: UnaddressedEpisode[];
  leftOut: string[];
  extras: Map<string, ExtrasAt>;
  images: Map<string, string>;
  showImage?: string;
  feed?: string;
} {
  const { channel, show, dated } = readChannel(xml);
  const showImage = address(imageOf(channel), feedUrl)?.href;
  const images = new Map<string, string>();
  const taken = dated.slice(0, maxEpisodes); // the feed's latest, at most what the site holds in all
  const ids = episodeIds(taken, dated.length);
  const leftOut: string[] = [];
  const extras = new Map<string, ExtrasAt>();
  const episodes = taken.flatMap(({ item, time }, position) => {
    const where = `the feed's episode ${position + 1} by date`;
    const id = ids[position] ?? 'ep-000';
    let title: string;
    try {
      title = plain(textOf(item.title) ?? '', `${where}'s title`);
    } catch (error) {
      if (!(error instanceof FeedError)) throw error;
      const words = textOfHtml(textOf(item.title) ?? '').replace(/\s+/g, ' ');
      leftOut.push(`${words ? `“${fitted(words, 80)}”` : id} (${error.message})`);
      return [];
    }
    if (!title) return [];
    const seconds = durationSeconds(textOf(item['itunes:duration']));
    const summary = textOf(item['itunes:summary']);
    const description = plain(summary ?? textOfHtml(textOf(item.description) ?? '', { links: true }), `${where}'s ${summary ? 'summary' : 'description'}`, {
      lines: true,
      asText: true,
    });
    const link = linkOf(item, feedUrl);
    const audio = audioOf(item, feedUrl, where);
    const guid = textOf(item.guid);
    const { fields, at } = extrasOf(item, feedUrl, where, audio !== undefined);
    const own = address(imageOf(item), feedUrl)?.href;
    extras.set(id, own && own !== showImage ? { ...at, art: own } : at);
    const image = own ?? showImage;
    if (image) images.set(id, image);
    return [
      {
        id,
        ...(guid ? { guid: fitted(plain(guid, `${where}'s guid`, { asText: true }), maxGuidLength) } : {}),
        title: fitted(title, showTitleLength),
        date: new Date(time).toISOString().slice(0, 10),
        ...(seconds === undefined ? {} : { duration: durationText(seconds) }),
        ...(link ? { link } : {}),
        ...(description ? { description: fitted(description, showDescriptionLength) } : {}),
        ...(audio ? { audio } : {}),
        ...fields,
      },
    ];
  });
  const feed = subscribeAddress(channel, feedUrl);
  return { show, episodes, leftOut, extras, images, ...(showImage ? { showImage } : {}), ...(feed ? { feed } : {}) };
}

/** Those with a running time and an image, under their list ids (so the title links to its page); fewer than three is a FeedError. */
export function teaserCandidates(episodes: readonly UnaddressedEpisode[], images: ReadonlyMap<string, string>, leftOut: readonly string[] = []): FeedEpisode[] {
  const teased = episodes.flatMap(({ id, title, date, duration, link }) => {
    const imageUrl = images.get(id);
    return duration && imageUrl ? [{ id, title: fitted(title, maxTitle), date, duration, ...(link ? { link } : {}), imageUrl }] : [];
  });
  if (teased.length < episodeCount) {
    throw new FeedError(
      `the feed has ${teased.length} episode${teased.length === 1 ? '' : 's'} with a title, a running time (itunes:duration, as 3000, 50:00 or 0:50:00) and an image; the teaser needs ${episodeCount}${leftOut.length ? ` (left out: ${leftOut.join('; ')})` : ''}`,
    );
  }
  return teased;
}

export const teaserOf = (...args: Parameters<typeof teaserCandidates>): FeedEpisode[] => teaserCandidates(...args).slice(0, episodeCount);

export function readFeed(xml: string, feedUrl: string): { show: string; episodes: FeedEpisode[] } {
  const { show, episodes, images, leftOut } = readShow(xml, feedUrl);
  return { show, episodes: teaserOf(episodes, images, leftOut) };
}

/** Its own `self` or `new-feed-url`, else the one read; https without credentials or query (a private feed's key stays private). */
function subscribeAddress(channel: Node, feedUrl: string): string | undefined {
  const self = [channel['atom:link']].flat().find((link) => isNode(link) && textOf(link['@_rel']) === 'self');
  const named = textOf(channel['itunes:new-feed-url']) ?? (isNode(self) ? textOf(self['@_href']) : undefined);
  for (const candidate of [named, feedUrl]) {
    const url = httpsAddress(candidate, feedUrl);
    if (url && !new URL(url).username && !new URL(url).password && !new URL(url).search && url.length <= 500) return url;
  }
  return undefined;
}

/** The newest episodes' hosts are kept; an older one elsewhere is listed without its player, and named. */
export function withinAudioHosts<Episode extends UnaddressedEpisode>(episodes: readonly Episode[]): { episodes: Episode[]; left: string[] } {
  const hosts = new Set<string>();
  const left: string[] = [];
  const kept = episodes.map((episode) => {
    const origin = audioOrigin(episode.audio?.url ?? '');
    if (!origin || hosts.has(origin) || hosts.size < maxAudioOrigins) {
      if (origin) hosts.add(origin);
      return episode;
    }
    left.push(`“${episode.title}” (${origin})`);
    return { ...episode, audio: undefined }; // written without it: JSON leaves an undefined field out
  });
  return { episodes: kept, left };
}

/** Every one he took off is stored, never shown or counted; a line names how many of the oldest were left. */
export function withinShow<Episode extends { title: string; date: string; slug: string }>(
  episodes: readonly Episode[],
  off: ReadonlySet<string> = new Set(),
): { episodes: Episode[]; dropped: string[] } {
  let shown = 0;
  const left: Episode[] = [];
  const kept = episodes.filter((episode) => {
    if (off.has(episode.slug)) return true;
    if (shown >= maxEpisodes) {
      left.push(episode);
      return false;
    }
    shown += 1;
    return true;
  });
  if (!left.length) return { episodes: kept, dropped: [] };
  return {
    episodes: kept,
    dropped: [
      `the site holds the latest ${maxEpisodes.toLocaleString('en-GB')} episodes (every host takes them): the ${left.length} before them, back to “${left.at(-1)?.title}” (${left.at(-1)?.date}), are no longer on it`,
    ],
  };
}

/** A feed flooded with items never pushes his episodes off the site. */
export const maxNewPerRefresh = 100;

/** A first refresh takes the show as the feed has it. */
export function withinNewBound<Episode extends { title: string; date: string; slug: string }>(
  episodes: readonly Episode[],
  storedSlugs: ReadonlySet<string>,
): { episodes: Episode[]; waiting: string[] } {
  if (storedSlugs.size === 0) return { episodes: [...episodes], waiting: [] };
  let taken = 0;
  const waiting: Episode[] = [];
  const kept = episodes.filter((episode) => {
    if (storedSlugs.has(episode.slug)) return true;
    if (taken < maxNewPerRefresh) {
      taken += 1;
      return true;
    }
    waiting.push(episode);
    return false;
  });
  if (!waiting.length) return { episodes: kept, waiting: [] };
  return {
    episodes: kept,
    waiting: [
      `${waiting.length.toLocaleString('en-GB')} more new episodes wait for the next refresh (at most ${maxNewPerRefresh} new ones a refresh, so that no week's feed pushes the show's episodes off the site), back to “${waiting.at(-1)?.title}” (${waiting.at(-1)?.date})`,
    ],
  };
}
