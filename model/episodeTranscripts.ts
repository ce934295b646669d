// The transcripts the site shows, each cut into parts of a page each, so every page arrives in one round trip.
import type { AddressedEpisode } from './episodeSlugs.ts';
import { showEpisodes } from './episodes.ts';
import { episodeWords } from './episodeWords.ts';
import { fitted } from './schema/fields.ts';
import { storedTranscripts, type Stored } from './transcriptFiles.ts';
import { partsOf, timeText, turnsOf, type Turn } from './transcripts.ts';
import { partLength, transcriptsWithinRoom } from './exportBounds.ts';
import { listingsOf } from './showListing.ts';

export { partLength };

export function episodesWithTranscripts(root = '.'): AddressedEpisode[] {
  const stored = storedTranscripts(root);
  return showEpisodes.filter(({ slug }) => stored.has(slug));
}

/** Read once while the stored transcript is: pages, metadata, sitemap and post-build all ask. */
const readParts = new WeakMap<Stored, Promise<Turn[][]>>();

function storedParts(slug: string, root: string): Promise<Turn[][]> {
  const stored = storedTranscripts(root).get(slug);
  if (!stored) return Promise.resolve([]);
  const parts = readParts.get(stored) ?? turnsOf(stored.text).then((turns) => partsOf(turns, partLength));
  readParts.set(stored, parts);
  return parts;
}

const fitting = new WeakMap<Map<string, Stored>, Promise<Set<string>>>();

/** All that fit within the export's bounds beside the show's own pages, newest first. */
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

export async function transcriptParts(slug: string, root = '.'): Promise<Turn[][]> {
  return (await transcriptsShown(root)).has(slug) ? storedParts(slug, root) : [];
}

/** `part 2 of 3 (12:30 to 25:00)`. */
export function partName(parts: readonly Turn[][], index: number): string {
  const from = parts[index]?.find(({ start }) => start !== undefined)?.start;
  const to = parts[index + 1]?.find(({ start }) => start !== undefined)?.start;
  const name = episodeWords.part(index + 1, parts.length);
  return from === undefined ? name : `${name} (${episodeWords.partTimes(timeText(from), to === undefined ? undefined : timeText(to))})`;
}

export const transcriptPath = (slug: string, part = 1): `/podcast/${string}` => `/podcast/${slug}/transcript${part > 1 ? `/${part}` : ''}`;

export async function transcriptPages(root = '.'): Promise<{ episode: AddressedEpisode; path: `/podcast/${string}`; part: number; parts: number }[]> {
  const pages = await Promise.all(
    episodesWithTranscripts(root).map(async (episode) => {
      const parts = await transcriptParts(episode.slug, root);
      return parts.map((_, index) => ({ episode, path: transcriptPath(episode.slug, index + 1), part: index + 1, parts: parts.length }));
    }),
  );
  return pages.flat();
}

/** With `max`, the episode's title is cut so the whole fits (search engines show about 60 characters). */
export function transcriptTitle(title: string, part: number, parts: number, max?: number): string {
  const of = parts > 1 ? ` (${episodeWords.part(part, parts)})` : '';
  const room = (max ?? Infinity) - episodeWords.transcriptOf('').length - of.length;
  return `${episodeWords.transcriptOf(max === undefined ? title : fitted(title, room))}${of}`;
}
