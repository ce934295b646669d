// The transcripts the site shows: the stored ones (model/transcriptFiles.ts) of the episodes it
// stores, each read into turns and cut into parts of a page each (/podcast/<address>/transcript,
// then …/transcript/2 and on), so that every page arrives in one round trip (the byte budget).
import { showEpisodes } from './episodes.ts';
import { storedTranscripts } from './transcriptFiles.ts';
import { partsOf, turnsOf, type Turn } from './transcripts.ts';

/**
 * The most bytes of a transcript's words on one page (UTF-8): with the page around it and the
 * host's headers, within one round trip. Measured by the byte budget on the fixture's transcript
 * of real English prose: 9,000 bytes made a part of 10.2 KB of 14.6 (payload 8.4 KB of 14.6), each
 * 1,000 bytes more about 0.43 KB, so 12,000 leave about 3 KB for words that compress worse.
 */
export const partLength = 12_000;

/** The addresses of the stored episodes that have a transcript. */
export function episodesWithTranscripts(root = '.'): string[] {
  const stored = storedTranscripts(root);
  return showEpisodes.flatMap(({ slug }) => (stored.has(slug) ? [slug] : []));
}

/** An episode's transcript in its parts (none where it has none). */
export async function transcriptParts(slug: string, root = '.'): Promise<Turn[][]> {
  const stored = storedTranscripts(root).get(slug);
  return stored ? partsOf(await turnsOf(stored.text), partLength) : [];
}

/** The address of a part of an episode's transcript (the first: `/podcast/<address>/transcript`). */
export const transcriptPath = (slug: string, part = 1): `/podcast/${string}` => `/podcast/${slug}/transcript${part > 1 ? `/${part}` : ''}`;

/** Every page of every shown transcript: its episode and its address. */
export async function transcriptPages(root = '.'): Promise<{ slug: string; path: `/podcast/${string}` }[]> {
  const pages = await Promise.all(episodesWithTranscripts(root).map(async (slug) => (await transcriptParts(slug, root)).map((_, index) => ({ slug, path: transcriptPath(slug, index + 1) }))));
  return pages.flat();
}
