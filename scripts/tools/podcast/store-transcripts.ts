// What the refresh does with what it fetched beside the feed (./transcripts.ts): the chapters go
// into each stored episode (the ones stored before where this time's did not arrive), and each
// transcript into content/transcripts/<address>.json, unless the owner has written or changed that
// file (its text no longer the one the refresh marked: model/schema/transcripts.ts), which is his.
// The episodes that end without a transcript are named, for the owner to write one.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressedEpisode } from '#model/episodeSlugs.ts';
import { parsedFile } from '#model/schema/dataFiles.ts';
import { transcriptFile } from '#model/schema/transcripts.ts';
import { isOwners, markOf, transcriptFileOf } from '#model/transcriptFiles.ts';
import { cmsTranscriptsLabel } from '#model/schema/cms.ts';
import type { ExtrasAt } from './extras.ts';
import { fetchExtras, type Fetched } from './transcripts.ts';
import { inParallel } from '../../build/in-parallel.ts';

/** How many episodes' files are fetched at once: a host is not asked for a hundred at the same moment. */
const atOnce = 4;

/** Each episode's extras fetched, a few at a time, by its id. */
export async function fetchAllExtras(episodes: readonly AddressedEpisode[], at: ReadonlyMap<string, ExtrasAt>, feed: URL): Promise<Map<string, Fetched>> {
  const fetched = new Map<string, Fetched>();
  const linked = episodes.filter(({ id }) => at.get(id)?.transcript || at.get(id)?.chapters);
  await inParallel(
    linked.map(({ id }) => async () => void fetched.set(id, await fetchExtras(id, at.get(id) ?? {}, feed))),
    atOnce,
  );
  return fetched;
}

/** A transcript file's text, where there is one. */
const textAt = (root: string, file: string): string | undefined => (existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : undefined);

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
    const current = textAt(root, file);
    // A file that does not read as a transcript is his too: the build names what is wrong with it, and nothing overwrites it.
    const stored = current === undefined ? undefined : parsedFile(file, current, transcriptFile).data;
    const his = current !== undefined && (!stored || isOwners(stored));
    if (got?.transcript && !his) {
      const text = `${JSON.stringify({ episode: episode.slug, text: got.transcript, fromFeed: markOf(got.transcript) }, null, 2)}\n`;
      if (current !== text) writes.push({ file, text });
    } else if (!got?.transcript && current === undefined) without.push(episode.id);
    const chapters = got?.chapters ?? before.find(({ slug }) => slug === episode.slug)?.chapters;
    return { ...episode, chapters: chapters?.length ? chapters : undefined }; // JSON leaves an undefined field out
  });
  if (without.length) notes.push(`without a transcript, which a visitor who cannot hear needs (write or paste one in the editor, ${cmsTranscriptsLabel}): ${without.join(', ')}`);
  return { episodes: withChapters, writes, notes };
}
