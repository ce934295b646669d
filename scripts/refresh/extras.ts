// What a feed says of an episode beyond title and audio (Podcasting 2.0 and Apple's namespaces). Pure.
import { maxEpisodeNumber, maxPeople, maxSeason, personNameLength, roleLength, type ShowEpisode } from '#model/schema/podcast.ts';
import { fitted } from '#model/schema/fields.ts';
import { address, FeedError, httpsAddress, isNode, list, plain, textOf, type Node } from './feed.ts';

/** A transcript's types, richest first: with times and speakers, then with times, then words alone. */
export const transcriptTypes = ['text/vtt', 'application/json', 'application/x-subrip', 'application/srt', 'text/srt', 'text/html', 'text/plain'] as const;
export type TranscriptType = (typeof transcriptTypes)[number];

/** Where an episode's transcript and chapters are, as the feed gives them (either may be missing). */
export interface ExtrasAt {
  transcript?: { url: string; type: TranscriptType };
  chapters?: string;
  /** The item's own image, where it is not the show's: the episode's cover art (./art.ts). */
  art?: string;
}

/** A whole positive number up to `max` a tag holds (`podcast:season`, `itunes:episode`), or undefined. */
function numberOf(max: number, ...values: unknown[]): number | undefined {
  for (const value of values) {
    const number = Number(textOf(value));
    if (Number.isInteger(number) && number > 0 && number <= max) return number;
  }
  return undefined;
}

/** A transcript's type as the feed writes it (`text/vtt; charset=utf-8`), if it is one the site reads. */
const typeOf = (value: string | undefined): TranscriptType | undefined => transcriptTypes.find((type) => type === value?.split(';')[0]?.trim().toLowerCase());

/** The richest transcript an item links to: its address (fetched by the refresh under the feed's rules) and type; a caption file (`rel="captions"`) counts too. */
function transcriptOf(item: Node, feedUrl: string): ExtrasAt['transcript'] {
  const offered = list(item['podcast:transcript']).flatMap((tag) => {
    if (!isNode(tag)) return [];
    const url = address(textOf(tag['@_url']), feedUrl)?.href;
    const type = typeOf(textOf(tag['@_type']));
    return url && type ? [{ url, type }] : [];
  });
  return offered.sort((a, b) => transcriptTypes.indexOf(a.type) - transcriptTypes.indexOf(b.type))[0];
}

/** The hosts and guests of an item: `podcast:person`'s name, role (host where none is given) and page. */
function peopleOf(item: Node, feedUrl: string, where: string): NonNullable<ShowEpisode['people']> {
  return list(item['podcast:person'])
    .flatMap((tag) => {
      const name = fitted(plain(textOf(tag) ?? '', `${where}'s podcast:person`, { asText: true }), personNameLength);
      if (!name) return [];
      const role =
        (isNode(tag) ? (textOf(tag['@_role']) ?? '') : '')
          .toLowerCase()
          .replace(/[^a-z -]/g, '')
          .trim()
          .slice(0, roleLength) || 'host';
      const link = isNode(tag) ? httpsAddress(textOf(tag['@_href']), feedUrl) : undefined;
      return [{ name, role: /^[a-z]/.test(role) ? role : 'host', ...(link && link.length <= 500 ? { link } : {}) }];
    })
    .slice(0, maxPeople);
}

/** Why the site has no player for an item whose enclosure it cannot play: a video, plain http, another type; undefined where it plays or has none. */
function unplayableOf(item: Node, playable: boolean): ShowEpisode['unplayable'] {
  const enclosure = list(item.enclosure)[0];
  if (playable || !isNode(enclosure) || !textOf(enclosure['@_url'])) return undefined;
  const type = textOf(enclosure['@_type']) ?? '';
  if (type.startsWith('video/')) return 'video';
  if (/^http:/i.test(textOf(enclosure['@_url']) ?? '')) return 'insecure';
  return 'type';
}

/** An item's numbers, people and why it cannot be played, for the stored episode; and where its transcript and chapters are. */
export function extrasOf(
  item: Node,
  feedUrl: string,
  where: string,
  playable: boolean,
): { fields: Pick<ShowEpisode, 'season' | 'number' | 'people' | 'unplayable'>; at: ExtrasAt } {
  let people: ReturnType<typeof peopleOf> = [];
  try {
    people = peopleOf(item, feedUrl, where);
  } catch (error) {
    if (!(error instanceof FeedError)) throw error; // a name in markup: the episode without its people
  }
  const season = numberOf(maxSeason, item['podcast:season'], item['itunes:season']);
  const number = numberOf(maxEpisodeNumber, item['podcast:episode'], item['itunes:episode']);
  const unplayable = unplayableOf(item, playable);
  const transcript = transcriptOf(item, feedUrl);
  const chapterTag = list(item['podcast:chapters']).find(isNode);
  const chapters = chapterTag ? address(textOf(chapterTag['@_url']), feedUrl)?.href : undefined;
  return {
    fields: { ...(unplayable ? { unplayable } : {}), ...(season ? { season } : {}), ...(number ? { number } : {}), ...(people.length ? { people } : {}) },
    at: { ...(transcript ? { transcript } : {}), ...(chapters ? { chapters } : {}) },
  };
}
