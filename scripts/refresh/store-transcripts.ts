// What the refresh does with what it fetched beside the feed: chapters into each stored episode, and
// each transcript into content/transcripts/, unless the owner wrote or changed that file (it is his).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AddressedEpisode } from '#model/episodeSlugs.ts';
import { parsedFile } from '#model/schema/dataFiles.ts';
import { transcriptFile, transcriptsDir, type TranscriptFile } from '#model/schema/transcripts.ts';
import { isOwners, markOf, transcriptFileOf } from '#model/transcriptFiles.ts';
import { cmsTranscriptsLabel } from '#model/schema/cms.ts';
import type { ExtrasAt } from './extras.ts';
import { fetchExtras, readExtras, type Downloaded, type Fetched } from './transcripts.ts';
import { partLength, transcriptsWithinRoom } from '#model/exportBounds.ts';
import { listingsOf } from '#model/showListing.ts';
import { partsOf, turnsOf } from '#model/transcripts.ts';
import { titlesLine } from '#model/episodeWords.ts';
import { inParallel } from '../pipeline/in-parallel.ts';

/** A host is not asked for a hundred files at the same moment. */
const atOnce = 4;

/** Each file has 20 s, but a hundred dripping hosts would take 17 minutes: three minutes fetch a thousand episodes' files. */
export const extrasWithinMs = 180_000;

/** Newest first, a few at a time, within `withinMs`; those not all arrived are `left`, keeping what they had. */
export async function fetchAllExtras(episodes: readonly AddressedEpisode[], at: ReadonlyMap<string, ExtrasAt>, feed: URL, withinMs = extrasWithinMs) {
  const downloaded = new Map<string, Downloaded>();
  const linked = episodes.filter(({ id }) => at.get(id)?.transcript || at.get(id)?.chapters);
  const stop = AbortSignal.timeout(withinMs);
  await inParallel(
    linked.map(({ id, title }) => async () => {
      if (stop.aborted) return;
      const got = await fetchExtras(`“${title}”`, at.get(id) ?? {}, feed, stop);
      if (!stop.aborted) downloaded.set(id, got);
    }),
    atOnce,
  );
  const fetched = new Map<string, Fetched>();
  for (const [id, got] of downloaded) fetched.set(id, await readExtras(got));
  const left = linked.filter(({ id }) => !fetched.has(id));
  return { fetched, left: left.map(({ id }) => id), leftTitles: left.map(({ title }) => `“${title}”`), withinMs };
}

const leftWords = (left: readonly string[], withinMs: number) =>
  `not fetched within ${withinMs / 1000} s, the refresh's time for every transcript and chapters file together, so kept as they were and tried again at the next refresh: the transcripts and chapters of ${left.join(', ')}`;

/** `data` undefined where it does not read: the build names what is wrong. */
type OnDisk = { file: string; text: string; data?: TranscriptFile };

function transcriptsOnDisk(root: string): OnDisk[] {
  const dir = join(root, transcriptsDir);
  const names = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
  return names.map((name) => {
    const file = `${transcriptsDir}/${name}`;
    const text = readFileSync(join(root, file), 'utf8');
    return { file, text, data: parsedFile(file, text, transcriptFile).data };
  });
}

/** Unless another episode's transcript is there. */
const freeFileFor = (slug: string, onDisk: readonly OnDisk[]) =>
  onDisk.some(({ file }) => file === transcriptFileOf(slug)) ? `${transcriptsDir}/${slug}.from-feed.json` : transcriptFileOf(slug);

type Write = { episode: string; file: string; text: string };

/** A transcript is found by the episode it names, never by file name (“Foo”'s second is foo-1, as is “Foo 1”'s); his is never replaced. */
export function withExtras(
  root: string,
  episodes: readonly AddressedEpisode[],
  { fetched, left, leftTitles, withinMs }: Awaited<ReturnType<typeof fetchAllExtras>>,
  before: readonly AddressedEpisode[],
) {
  const onDisk = transcriptsOnDisk(root);
  const writes: Write[] = [];
  const shown = new Map<string, string>();
  const without: string[] = [];
  const notes = [...fetched.values()].flatMap(({ notes: said }) => said);
  if (left.length) notes.push(leftWords(leftTitles, withinMs));
  const withChapters = episodes.map((episode) => {
    const got = fetched.get(episode.id);
    const its = onDisk.filter(({ data }) => data?.episode === episode.slug);
    // A file by its name that does not read as a transcript is his too: nothing overwrites it.
    const unreadable = onDisk.some(({ file, data }) => file === transcriptFileOf(episode.slug) && !data);
    const owners = its.find(({ data }) => data && isOwners(data));
    const his = owners !== undefined || (!its.length && unreadable);
    if (got?.transcript && !his) {
      const file = its[0]?.file ?? freeFileFor(episode.slug, onDisk);
      const text = `${JSON.stringify({ episode: episode.slug, text: got.transcript, fromFeed: markOf(got.transcript) }, null, 2)}\n`;
      if (its[0]?.text !== text) writes.push({ episode: episode.slug, file, text });
      shown.set(episode.slug, got.transcript);
    } else {
      if (!got?.transcript && !its.length && !unreadable && !left.includes(episode.id)) without.push(`“${episode.title}”`);
      const kept = (owners ?? its[0])?.data?.text;
      if (kept) shown.set(episode.slug, kept);
    }
    const chapters = got?.chapters ?? before.find(({ slug }) => slug === episode.slug)?.chapters;
    return { ...episode, chapters: chapters?.length ? chapters : undefined }; // JSON leaves an undefined field out
  });
  if (without.length)
    notes.push(
      `without a transcript, which a visitor who cannot hear needs (write or paste one in the editor, ${cmsTranscriptsLabel}): ${titlesLine(without)}`,
    );
  return { episodes: withChapters, writes, shown, notes };
}

/** Within the export's bound as the build counts it, newest first, his too: past it nothing from the feed is written, and every episode left without pages is named. */
export async function withinPages(episodes: readonly AddressedEpisode[], writes: readonly Write[], shown: ReadonlyMap<string, string>) {
  const showing = episodes.filter(({ slug }) => shown.has(slug));
  const {
    shown: fits,
    left,
    room,
  } = await transcriptsWithinRoom(
    showing,
    episodes.length + listingsOf(episodes).length,
    async ({ slug }) => partsOf(await turnsOf(shown.get(slug) ?? ''), partLength).length,
  );
  const notes = left.length
    ? [
        `without pages, as every transcript's pages together would pass the ${room.toLocaleString('en-GB')} every host takes beside the show's ${episodes.length.toLocaleString('en-GB')} episodes: the transcripts of ${titlesLine(left.map(({ title }) => `“${title}”`))}`,
      ]
    : [];
  return { writes: writes.filter(({ episode }) => fits.has(episode)), notes };
}
