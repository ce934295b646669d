// What the refresh does with what it fetched beside the feed (./transcripts.ts): the chapters go
// into each stored episode (the ones stored before where this time's did not arrive), and each
// transcript into content/transcripts/<address>.json, unless the owner has written or changed that
// file (its text no longer the one the refresh marked: model/schema/transcripts.ts), which is his.
// The episodes that end without a transcript are named, for the owner to write one.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressedEpisode } from '#model/episodeSlugs.ts';
import { transcriptFile, transcriptsDir } from '#model/schema/transcripts.ts';
import { cmsTranscriptsLabel } from '#model/schema/cms.ts';
import type { ExtrasAt } from './extras.ts';
import { fetchExtras, markOf, type Fetched } from './transcripts.ts';

/** How many episodes' files are fetched at once: a host is not asked for a hundred at the same moment. */
const atOnce = 4;

/** Each episode's extras fetched, a few at a time, by its id. */
export async function fetchAllExtras(episodes: readonly AddressedEpisode[], at: ReadonlyMap<string, ExtrasAt>, feed: URL): Promise<Map<string, Fetched>> {
  const fetched = new Map<string, Fetched>();
  const queue = episodes.filter(({ id }) => at.get(id)?.transcript || at.get(id)?.chapters);
  await Promise.all(
    Array.from({ length: atOnce }, async () => {
      for (let episode = queue.shift(); episode; episode = queue.shift()) fetched.set(episode.id, await fetchExtras(episode.id, at.get(episode.id) ?? {}, feed));
    }),
  );
  return fetched;
}

/** A stored transcript file's content, where it is one. */
function storedFile(root: string, file: string) {
  if (!existsSync(join(root, file))) return undefined;
  try {
    const parsed = transcriptFile.safeParse(JSON.parse(readFileSync(join(root, file), 'utf8')));
    return parsed.success ? parsed.data : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** The file of an episode's transcript. */
export const transcriptFileOf = (slug: string) => `${transcriptsDir}/${slug}.json`;

/**
 * The episodes with their chapters, the transcript files to write (path and text), and the
 * refresh's lines: what did not arrive, and which episodes have no transcript.
 */
export function withExtras(root: string, episodes: readonly AddressedEpisode[], fetched: ReadonlyMap<string, Fetched>, before: readonly AddressedEpisode[]) {
  const writes: { file: string; text: string }[] = [];
  const without: string[] = [];
  const notes = [...fetched.values()].flatMap(({ notes: said }) => said);
  const withChapters = episodes.map((episode) => {
    const got = fetched.get(episode.id);
    const file = transcriptFileOf(episode.slug);
    const stored = storedFile(root, file);
    const theirs = stored !== undefined && (stored === 'unreadable' || stored.fromFeed !== markOf(stored.text));
    if (got?.transcript && !theirs) {
      const text = `${JSON.stringify({ episode: episode.slug, text: got.transcript, fromFeed: markOf(got.transcript) }, null, 2)}\n`;
      if (!existsSync(join(root, file)) || readFileSync(join(root, file), 'utf8') !== text) writes.push({ file, text });
    } else if (!got?.transcript && stored === undefined) without.push(episode.id);
    const chapters = got?.chapters ?? before.find(({ slug }) => slug === episode.slug)?.chapters;
    return { ...episode, chapters: chapters?.length ? chapters : undefined }; // JSON leaves an undefined field out
  });
  if (without.length) notes.push(`without a transcript, which a visitor who cannot hear needs (write or paste one in the editor, ${cmsTranscriptsLabel}): ${without.join(', ')}`);
  return { episodes: withChapters, writes, notes };
}
