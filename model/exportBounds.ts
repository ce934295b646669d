// What an export may hold so that every host takes it, whatever a feed or the owner writes.
// The figures behind each bound: docs/decisions/0013-the-exports-bounds.md.

/** The longest episode the site holds, in seconds (a day): a chapter or a kept place past it is none. No schema here, so a page's scripts can read it without zod. */
export const longestEpisode = 86_400;

/** The smallest limits of the four hosts (2026-11). */
export const hostLimits = { files: 20_000, fileBytes: 25 * 1024 * 1024, bytes: 1_000_000_000 } as const;

/** The export's own bounds: a tenth under the smallest host's, for what a deploy adds (`_headers`, a host's own files). */
export const exportBounds = { files: 18_000, fileBytes: 20 * 1024 * 1024, bytes: 900_000_000 } as const;

/** The most bytes of a transcript's words on one page: the page stays within one round trip. */
export const partLength = 12_000;

/** The most turns on one page: each turn's markup costs the page whatever its words. */
export const turnsPerPart = 100;

/** The most pages one transcript has: five hours of speech in 12,000-byte parts are about 34. */
export const maxParts = 40;

/** The most turns a transcript holds (paragraphs, or cues of a captions file): its pages at their most. */
export const maxTurns = turnsPerPart * maxParts;

/** The most pages all transcripts together may have, leaving the bounds' rest to the other pages. */
export const maxTranscriptPages = 1_500;

/** The files one page of the show makes (measured). */
export const filesPerPage = 9;

/** An episode's own cover art, one file at most (scripts/refresh/art.ts); counted for each of the show's pages, its listing's too, on the safe side. */
export const artFilesPerPage = 1;

/** The files of the rest of a site at its fullest (measured). */
export const siteFiles = 1_000;

/** Transcript pages left within the export's files beside `pages` other pages of the show. */
export const transcriptPagesBeside = (pages: number): number =>
  Math.max(0, Math.min(maxTranscriptPages, Math.floor((exportBounds.files - siteFiles - pages * (filesPerPage + artFilesPerPage)) / filesPerPage)));

/** The most seasons with listing pages of their own (the newest): a feed may number a season per episode. */
export const maxSeasonListings = 100;

/** The episodes with a transcript (newest first) whose pages fit beside the show's `pages`; `left`, those past it. */
export async function transcriptsWithinRoom<Episode extends { slug: string }>(
  episodes: readonly Episode[],
  pages: number,
  pagesOf: (episode: Episode) => Promise<number>,
): Promise<{ shown: Set<string>; left: Episode[]; room: number }> {
  const room = transcriptPagesBeside(pages);
  let used = 0;
  const shown = new Set<string>();
  const left: Episode[] = [];
  for (const episode of episodes) {
    const count = await pagesOf(episode);
    if (used + count > room) left.push(episode);
    else {
      used += count;
      shown.add(episode.slug);
    }
  }
  return { shown, left, room };
}
