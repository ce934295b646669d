// A podcast's RSS feed: its channel and dated items, and the readers of its fields as plain text
// that the show's list and the teaser share (./show.ts). Pure: `npm run podcast:refresh`
// (scripts/refresh/podcast-refresh.ts) fetches and writes around it.
import { XMLParser } from 'fast-xml-parser';
import { isServiceUrl } from '#model/delivery.ts';
import { markup, withoutInvisible } from '#model/schema/fields.ts';
import { secondsOf } from '../../model/timeText.ts';

/** What is wrong with a feed, in one line. */
export class FeedError extends Error {
  override name = 'FeedError';
}

/** An episode as the feed gives it, before its image is fetched. */
export interface FeedEpisode {
  id: string;
  title: string;
  date: string;
  duration: string;
  link?: string;
  /** The episode's image, else the show's. */
  imageUrl: string;
}

/** The teaser holds three episodes. */
export const episodeCount = 3;
/** The longest title the teaser holds (model/schema/podcast.ts). */
export const maxTitle = 90;

export type Node = Record<string, unknown>;
export const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A tag the parser gives as one node or a list of them, as a list. */
export const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** A node's text: a string, or the text of an element with attributes (`#text`). */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  if (isNode(value) && value['#text'] !== undefined) return textOf(value['#text']);
  return undefined;
}

/** An entity reference the parser left as it was: one the feed uses but does not define. */
const unexpanded = /&[A-Za-z_][\w.-]*;|&#x?[0-9a-f]+;/i;

/**
 * Plain text of a field, its spaces collapsed (its line breaks kept, for `lines`), without the
 * invisible and direction-changing characters nobody reads; or an error naming it when it
 * carries markup (but `asText`: a description's `x<y`, shown as the text it is) or an entity it
 * does not define.
 */
export function plain(text: string, where: string, { lines = false, asText = false } = {}): string {
  const value = withoutInvisible(text);
  if (!asText && markup.test(value)) throw new FeedError(`${where} carries markup or a script; texts must be plain`);
  const entity = asText ? undefined : unexpanded.exec(value)?.[0];
  if (entity) throw new FeedError(`${where} uses ${entity}, an entity the feed does not define`);
  return lines
    ? value
        .replace(/[^\S\n]+/g, ' ')
        .replace(/ ?\n ?/g, '\n')
        .trim()
    : value.replace(/\s+/g, ' ');
}

/**
 * The feed's bytes as text, in the encoding it declares (a byte-order mark, else its XML
 * declaration's `encoding`, else UTF-8, as XML reads it); a FeedError when it declares one that
 * cannot be read, or its bytes are not of it.
 */
export function decodeFeed(bytes: Uint8Array): string {
  const head = Buffer.from(bytes.subarray(0, 200)).toString('latin1');
  const bom = head.startsWith('\xEF\xBB\xBF') ? 'utf-8' : head.startsWith('\xFE\xFF') ? 'utf-16be' : head.startsWith('\xFF\xFE') ? 'utf-16le' : undefined;
  const declared = bom ?? /^<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1] ?? 'utf-8';
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(declared, { fatal: true });
  } catch {
    throw new FeedError(`the feed declares the encoding ${declared}, which cannot be read`);
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new FeedError(`the feed is not valid ${declared}, the encoding it declares`);
  }
}

/** `itunes:duration` in any of its forms (3000, 50:00, 0:50:00) as seconds, or undefined. */
export function durationSeconds(value: string | undefined): number | undefined {
  if (!value) return undefined;
  if (!/^\d+(:\d{1,2}){0,2}$/.test(value)) return undefined;
  return secondsOf(value);
}

/** Seconds as the site shows them (42 min, 1 h 5 min): the running time of model/schema/podcast.ts, from which search engines' form is derived. */
export function durationText(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${minutes} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

/** An image address of a node: `itunes:image href`, or an RSS `<image><url>`. */
export function imageOf(node: Node): string | undefined {
  const itunes = node['itunes:image'];
  const href = isNode(itunes) ? textOf(itunes['@_href']) : undefined;
  if (href) return href;
  const image = node.image;
  return isNode(image) ? textOf(image.url) : undefined;
}

/** An address a service may be reached at (https, or plain HTTP on this machine for tests: `isServiceUrl`), or undefined. */
export function address(value: string | undefined, base: string): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, base);
    return isServiceUrl(url) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A feed's channel, its show's name and its dated items, newest first; a FeedError says what is wrong. */
export function readChannel(xml: string): { channel: Node; show: string; dated: { item: Node; time: number }[] } {
  let document: unknown;
  try {
    document = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      processEntities: true,
      htmlEntities: true,
      parseTagValue: false,
      parseAttributeValue: false,
    }).parse(xml, true);
  } catch (error) {
    throw new FeedError(`the feed is not RSS: its XML does not parse (${error instanceof Error ? error.message.split('\n')[0] : error})`);
  }
  const channel = isNode(document) && isNode(document.rss) ? document.rss.channel : undefined;
  if (!isNode(channel)) throw new FeedError('the feed is not RSS: it has no <rss><channel>');
  const show = plain(textOf(channel.title) ?? '', 'the feed’s show title');
  const dated = list(channel.item)
    .filter(isNode)
    .map((item, index) => ({ item, index, time: Date.parse(textOf(item.pubDate) ?? '') }))
    .filter(({ time }) => !Number.isNaN(time))
    .sort((a, b) => b.time - a.time || a.index - b.index);
  return { channel, show, dated };
}

/** Each item's id: the feed's episode numbers where they tell the items apart, else each its place in the feed (`ep-012`). */
export function episodeIds(items: readonly { item: Node }[], total: number): `ep-${string}`[] {
  const numbers = items.map(({ item }) => Number(textOf(item['itunes:episode'])));
  const numbered = numbers.every((number) => Number.isInteger(number) && number > 0) && new Set(numbers).size === numbers.length;
  return items.map((_, position) => `ep-${String(numbered ? numbers[position] : total - position).padStart(3, '0')}` as const);
}

/** An https address, as the site publishes one (a link, an audio file), or undefined. */
export function httpsAddress(value: string | undefined, base: string): string | undefined {
  const url = address(value, base);
  return url?.protocol === 'https:' ? url.href : undefined;
}

/** Published on the site as it is: an https link of the item, or undefined. */
export const linkOf = (item: Node, feedUrl: string): string | undefined => httpsAddress(textOf(item.link), feedUrl);
