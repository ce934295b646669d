// The transcripts the site shows: the stored ones (model/transcriptFiles.ts) of the episodes it
// stores, each read into turns and cut into parts of a page each (/podcast/<address>/transcript,
// then …/transcript/2 and on), so that every page arrives in one round trip (the byte budget).
import type { AddressedEpisode } from './episodeSlugs.ts';
import { showEpisodes } from './episodes.ts';
import { episodeWords } from './episodeWords.ts';
import { fitted } from './schema/fields.ts';
import { storedTranscripts, type Stored } from './transcriptFiles.ts';
import { partsOf, timeText, turnsOf, type Turn } from './transcripts.ts';
import { partLength, transcriptsWithinRoom } from './exportBounds.ts';
import { listingsOf } from './showListing.ts';

export { partLength };

/** The stored episodes that have a transcript. */
export function episodesWithTranscripts(root = '.'): AddressedEpisode[] {
  const stored = storedTranscripts(root);
  return showEpisodes.filter(({ slug }) => stored.has(slug));
}

/** Each stored transcript's parts, read once: its pages' parameters, metadata and bodies, the sitemap and the post-build all ask (the reading is kept while the stored transcript is). */
const readParts = new WeakMap<Stored, Promise<Turn[][]>>();

/** An episode's stored transcript in its parts, whether or not the export has room for its pages. */
function storedParts(slug: string, root: string): Promise<Turn[][]> {
  const stored = storedTranscripts(root).get(slug);
  if (!stored) return Promise.resolve([]);
  const parts = readParts.get(stored) ?? turnsOf(stored.text).then((turns) => partsOf(turns, partLength));
  readParts.set(stored, parts);
  return parts;
}

/** The transcripts whose pages the export has room for (model/exportBounds.ts), the newest episodes' first, by the reading of the stored ones they came from. */
const fitting = new WeakMap<Map<string, Stored>, Promise<Set<string>>>();

/** The addresses of the episodes whose transcripts have pages: all that fit within the export's bounds beside the show's own pages, newest first. */
export function transcriptsShown(root = '.'): Promise<Set<string>> {
  const stored = storedTranscripts(root);
  const shown =
    fitting.get(stored) ??
    transcriptsWithinRoom(
      episodesWithTranscripts(root),
      showEpisodes.length + listingsOf(showEpisodes).length,
      async ({ slug }) => (await storedParts(slug, root)).length,
    ).then(({ shown: fits }) => fits);
  fitting.set(stored, shown);
  return shown;
}

/** An episode's transcript in its parts (none where it has none, or its pages do not fit: `transcriptsShown`). */
export async function transcriptParts(slug: string, root = '.'): Promise<Turn[][]> {
  return (await transcriptsShown(root)).has(slug) ? storedParts(slug, root) : [];
}

/** A part of a transcript by the part and the place in the episode it is, where its turns are timed: `part 2 of 3 (12:30 to 25:00)`. */
export function partName(parts: readonly Turn[][], index: number): string {
  const from = parts[index]?.find(({ start }) => start !== undefined)?.start;
  const to = parts[index + 1]?.find(({ start }) => start !== undefined)?.start;
  const name = episodeWords.part(index + 1, parts.length);
  return from === undefined ? name : `${name} (${episodeWords.partTimes(timeText(from), to === undefined ? undefined : timeText(to))})`;
}

/** The address of a part of an episode's transcript (the first: `/podcast/<address>/transcript`). */
export const transcriptPath = (slug: string, part = 1): `/podcast/${string}` => `/podcast/${slug}/transcript${part > 1 ? `/${part}` : ''}`;

/** Every page of every shown transcript: its episode, its address, and which part of how many it is. */
export async function transcriptPages(root = '.'): Promise<{ episode: AddressedEpisode; path: `/podcast/${string}`; part: number; parts: number }[]> {
  const pages = await Promise.all(
    episodesWithTranscripts(root).map(async (episode) => {
      const parts = await transcriptParts(episode.slug, root);
      return parts.map((_, index) => ({ episode, path: transcriptPath(episode.slug, index + 1), part: index + 1, parts: parts.length }));
    }),
  );
  return pages.flat();
}

/**
 * A transcript page's title: `Transcript: Carve-outs`, with ` (part 2 of 3)` for one of several;
 * with `max`, the episode's title cut so that the whole fits (a page's <title>, which search
 * engines show about 60 characters of); without, whole (the search results').
 */
export function transcriptTitle(title: string, part: number, parts: number, max?: number): string {
  const of = parts > 1 ? ` (${episodeWords.part(part, parts)})` : '';
  const room = (max ?? Infinity) - episodeWords.transcriptOf('').length - of.length;
  return `${episodeWords.transcriptOf(max === undefined ? title : fitted(title, room))}${of}`;
}
