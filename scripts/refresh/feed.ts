// A podcast's RSS feed: its channel, dated items and the plain-text readers of its fields. Pure.
import { XMLParser } from 'fast-xml-parser';
import { isServiceUrl } from '#model/delivery.ts';
import { markup, withoutInvisible } from '#model/schema/fields.ts';
import { secondsOf } from '../../model/timeText.ts';

export class FeedError extends Error {
  override name = 'FeedError';
}

export interface FeedEpisode {
  id: string;
  title: string;
  date: string;
  duration: string;
  link?: string;
  imageUrl: string;
}

export const episodeCount = 3;
export const maxTitle = 90;

export type Node = Record<string, unknown>;
export const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
export const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  if (isNode(value) && value['#text'] !== undefined) return textOf(value['#text']);
  return undefined;
}

/** One the feed uses but does not define, left as it was by the parser. */
const unexpanded = /&[A-Za-z_][\w.-]*;|&#x?[0-9a-f]+;/i;

/** Refused with its name where it carries markup (but `asText`: `x<y` shown as text) or an undefined entity. */
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

/** In the encoding it declares (BOM, else XML declaration, else UTF-8), or a FeedError. */
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

export function durationSeconds(value: string | undefined): number | undefined {
  if (!value) return undefined;
  if (!/^\d+(:\d{1,2}){0,2}$/.test(value)) return undefined;
  return secondsOf(value);
}

export function durationText(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${minutes} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}

export function imageOf(node: Node): string | undefined {
  const itunes = node['itunes:image'];
  const href = isNode(itunes) ? textOf(itunes['@_href']) : undefined;
  if (href) return href;
  const image = node.image;
  return isNode(image) ? textOf(image.url) : undefined;
}

export function address(value: string | undefined, base: string): URL | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value, base);
    return isServiceUrl(url) ? url : undefined;
  } catch {
    return undefined;
  }
}

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

/** The feed's episode numbers where they tell the items apart, else each its place (`ep-012`). */
export function episodeIds(items: readonly { item: Node }[], total: number): `ep-${string}`[] {
  const numbers = items.map(({ item }) => Number(textOf(item['itunes:episode'])));
  const numbered = numbers.every((number) => Number.isInteger(number) && number > 0) && new Set(numbers).size === numbers.length;
  return items.map((_, position) => `ep-${String(numbered ? numbers[position] : total - position).padStart(3, '0')}` as const);
}

export function httpsAddress(value: string | undefined, base: string): string | undefined {
  const url = address(value, base);
  return url?.protocol === 'https:' ? url.href : undefined;
}

export const linkOf = (item: Node, feedUrl: string): string | undefined => httpsAddress(textOf(item.link), feedUrl);
