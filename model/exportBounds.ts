// What an export may hold, so that every host the owner may choose takes it whatever a feed or the
// owner writes: the smallest host's limits, the site's own bounds under them, and the bounds of a
// transcript's pages that keep the export within them. The post-build checks the export against
// them (scripts/pipeline/export-size.ts), the refresh keeps what it writes within them.

/** The longest episode the site holds, in seconds (a day): a chapter or a kept place past it is none. No schema here, so a page's scripts can read it without zod. */
export const longestEpisode = 86_400;

/**
 * The smallest limits of the four hosts (2026-11): Cloudflare Pages takes at most 20,000 files a
 * deploy and 25 MiB a file; GitHub Pages publishes a site of at most 1 GB. (Netlify takes more
 * files and larger ones; S3 takes any.)
 */
export const hostLimits = { files: 20_000, fileBytes: 25 * 1024 * 1024, bytes: 1_000_000_000 } as const;

/** The export's own bounds: a tenth under the smallest host's, for what a deploy adds (`_headers`, a host's own files). */
export const exportBounds = { files: 18_000, fileBytes: 20 * 1024 * 1024, bytes: 900_000_000 } as const;

/**
 * The most bytes of a transcript's words on one page (UTF-8): with the page around it and the
 * host's headers, within one round trip. Measured by the byte budget on the fixture's transcript
 * of real English prose: 9,000 bytes made a part of 10.2 KB of 14.6 (payload 8.4 KB of 14.6), each
 * 1,000 bytes more about 0.43 KB, so 12,000 leave about 3 KB for words that compress worse.
 */
export const partLength = 12_000;

/**
 * The most turns on one page of a transcript. A turn's markup (its paragraph, time and speaker, in
 * the page and again in each copy of its payload) costs the page about 350 bytes whatever its
 * words: a transcript of one-letter turns made pages of thousands of them, 930 KB each.
 */
export const turnsPerPart = 100;

/** The most pages one transcript has: five hours of speech in 12,000-byte parts are about 34. */
export const maxParts = 40;

/** The most turns a transcript holds (paragraphs, or cues of a captions file): its pages at their most. */
export const maxTurns = turnsPerPart * maxParts;

/**
 * The most pages all transcripts together may have: a page and its files (the page, its payload,
 * Next's four navigation files) are 7 files and at most about 350 KB, so 1,500 pages are 10,500
 * files and about 525 MB, leaving the rest of the bounds to the site's other pages.
 */
export const maxTranscriptPages = 1_500;

/**
 * The files one page of the show makes, measured (out-base/, 2026-11-28): the page, its payload's
 * file, Next's five navigation files, its share card or search fragment, and the search index's
 * share; `npm run scale` gave 28 files an episode for a show with an hour's transcript every third.
 */
export const filesPerPage = 9;

/** An episode's own cover art, one file at most (scripts/refresh/art.ts); counted for each of the show's pages, its listing's too, on the safe side. */
export const artFilesPerPage = 1;

/** The files of the rest of a site at its fullest (976 in out-base/ with every page of the owner's, measured 2026-11-28). */
export const siteFiles = 1_000;

/**
 * The most transcript pages a show of `pages` other pages of its own (its episodes and its
 * listing's pages, with their art) leaves room for within the export's files: what is left after
 * them, and never more than `maxTranscriptPages`. A thousand episodes leave room for about 660 (a
 * hundred and ten hours of transcripts), a hundred for 1,500.
 */
export const transcriptPagesBeside = (pages: number): number =>
  Math.max(0, Math.min(maxTranscriptPages, Math.floor((exportBounds.files - siteFiles - pages * (filesPerPage + artFilesPerPage)) / filesPerPage)));

/**
 * The most seasons with listing pages of their own (the newest: an older season's episodes stay on
 * the show's own listing). A feed may number a season per episode: a thousand seasons made a
 * thousand pages more, each linking every other.
 */
export const maxSeasonListings = 100;

/**
 * Of the episodes that have a transcript (newest first), those whose pages the export has room for
 * beside the show's own `pages` (`transcriptPagesBeside`), counting each transcript's pages
 * (`pagesOf`): what the build makes and the refresh keeps, however the show has grown since a
 * transcript was written; `left`, those past it, for the refresh to name.
 */
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
