// A podcast's RSS feed, read into the podcast page's episodes: the latest hundred, each with its
// description as plain text and its audio enclosure. Pure: `npm run podcast:refresh` fetches and
// writes around it (content/episodes.json), and the teaser's three from them (teaserOf).
import { parseFragment } from 'parse5';
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
import { keepsAddress } from '#model/showNotes.ts';

/** Elements that stand as paragraphs of a description written in HTML, and those that are its lines (a list's items, a table's rows). */
const blocks = new Set(['p', 'div', 'ul', 'ol', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'table']);
const lines = new Set(['li', 'tr']);

type Html = { nodeName: string; value?: string; attrs?: { name: string; value: string }[]; childNodes?: Html[] };

/** The address of a description's link the site keeps (model/showNotes.ts: https only), as `[words](https://…)` then holds it. */
const linkMark = (node: Html): string | undefined => {
  const href = node.attrs?.find(({ name }) => name === 'href')?.value.trim() ?? '';
  return keepsAddress(href) ? new URL(href).href : undefined;
};

/**
 * The text of a description written in HTML, as a reader sees it: tags gone, entities the
 * characters they stand for, a paragraph or list item a line, a <br> a line break. Parsed by
 * parse5 as a browser parses it; nothing of it is ever markup on the site. Walked with a list of
 * its own, not by recursion, so no depth of nesting can exhaust the stack.
 */
export function textOfHtml(html: string, { links = false } = {}): string {
  const text: string[] = [];
  const toWalk: (Html | string)[] = [parseFragment(html) as unknown as Html];
  for (let node = toWalk.pop(); node !== undefined; node = toWalk.pop()) {
    if (typeof node === 'string')
      text.push(node); // a block's end
    else if (node.nodeName === '#text') text.push((node.value ?? '').replace(/\s+/g, ' '));
    else if (node.nodeName === 'br') text.push('\n');
    else {
      const href = links && node.nodeName === 'a' ? linkMark(node) : undefined;
      if (href) {
        text.push('[');
        toWalk.push(`](${href})`, ...[...(node.childNodes ?? [])].reverse());
      } else if (!['script', 'style', 'template', 'title', 'iframe', 'noscript', 'object'].includes(node.nodeName)) {
        const block = blocks.has(node.nodeName);
        text.push(block ? '\n\n' : lines.has(node.nodeName) ? '\n' : '');
        toWalk.push(block ? '\n\n' : '', ...[...(node.childNodes ?? [])].reverse());
      }
    }
  }
  return text
    .join('')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * An episode's audio: the enclosure's https address, audio type and size in bytes, or undefined.
 * An address whose host is not a plain host name is refused (a FeedError): the page's policy
 * names that host, and an honest feed never has one.
 */
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

/**
 * The feed's latest episodes for the podcast page, newest first, before their addresses
 * (model/episodeSlugs.ts), and a line for each left out (a title in markup): one odd episode
 * never keeps the others from the site. A FeedError says what keeps them all.
 */
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

/**
 * The episodes the home page may tease, newest first: those of the show's list that have a running
 * time and an image, each under the same id as in the list (so its title links to its page,
 * whatever the dates or numbers), its title cut to the teaser's length. A title the list left out
 * is left out here too; a FeedError when fewer than three remain. The refresh takes the first
 * three whose image arrives (the next where one does not).
 */
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

/** The home page's three episodes, as the feed names them (`teaserCandidates`, the first three). */
export const teaserOf = (...args: Parameters<typeof teaserCandidates>): FeedEpisode[] => teaserCandidates(...args).slice(0, episodeCount);

/** The show's name and the teaser's three episodes (teaserOf), newest first; a FeedError says what is wrong. */
export function readFeed(xml: string, feedUrl: string): { show: string; episodes: FeedEpisode[] } {
  const { show, episodes, images, leftOut } = readShow(xml, feedUrl);
  return { show, episodes: teaserOf(episodes, images, leftOut) };
}

/**
 * The show's feed as its subscribe link: the address it names as its own (`atom:link rel="self"`,
 * or `itunes:new-feed-url`), else the one it was read from; https, with no user name, password or
 * query (a private feed's key is not published), else none.
 */
function subscribeAddress(channel: Node, feedUrl: string): string | undefined {
  const self = [channel['atom:link']].flat().find((link) => isNode(link) && textOf(link['@_rel']) === 'self');
  const named = textOf(channel['itunes:new-feed-url']) ?? (isNode(self) ? textOf(self['@_href']) : undefined);
  for (const candidate of [named, feedUrl]) {
    const url = httpsAddress(candidate, feedUrl);
    if (url && !new URL(url).username && !new URL(url).password && !new URL(url).search && url.length <= 500) return url;
  }
  return undefined;
}

/**
 * The episodes with players from at most `maxAudioOrigins` hosts (the podcast page's policy names
 * each): the newest episodes' hosts are kept; an older episode on another host is listed without
 * its player (its title still links to the feed's page), and `left` names each.
 */
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

/**
 * The show within what the site holds (`maxEpisodes`, model/schema/podcast.ts): its newest shown
 * episodes, every one he took off (`off`, by address: stored, never shown, never counted), and a
 * line naming how many of the oldest were left, and the oldest of them, for the owner to know.
 */
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

/** The most new episodes one refresh stores where the show has some already: a week's feed flooded with items never pushes his off the site. */
export const maxNewPerRefresh = 100;

/**
 * The show with at most `maxNewPerRefresh` episodes it did not have (`storedSlugs`), the newest
 * of them, and a line naming how many wait for the next refresh; every one where it had none
 * (a first refresh takes the show as the feed has it).
 */
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
