// Episodes' own art, fetched once under the feed's rules, written small as WebP into content/podcast-art/
// and kept: a later refresh fetches only new addresses, and builds only copy it. A file no episode names goes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import type { AddressedEpisode } from '#model/episodeSlugs.ts';
import { titlesLine } from '#model/episodeWords.ts';
import { maxPhotoPixels } from '#model/schema/cms.ts';
import { artDir, artSize } from '#model/schema/podcast.ts';
import { inParallel } from '../pipeline/in-parallel.ts';
import type { ExtrasAt } from './extras.ts';
import { fetchChecked } from './fetch.ts';

const limits = { maxBytes: 8 * 1024 * 1024, timeoutMs: 20_000, maxRedirects: 5 };
/** How long the refresh fetches art, all together: about 250 covers on a home connection. */
export const artWithinMs = 60_000;
const atOnce = 4;

/** The file of art from `address`: the same address, the same file, whichever episodes share it. */
export const artFileFor = (address: string) => `${createHash('sha256').update(address).digest('hex').slice(0, 16)}.webp`;

/** Art's bytes at the site's one size: square, cropped to its middle, as WebP. A file that is no picture, or one too large to decode, throws. */
export const smallArt = (bytes: Buffer) =>
  sharp(bytes, { failOn: 'error', limitInputPixels: maxPhotoPixels }).rotate().resize(artSize, artSize, { fit: 'cover' }).webp({ quality: 70 }).toBuffer();

/** The feed's art where its file is here or arrives now, else what they had while its file is there; nothing `fetched` is asked again. */
export async function withArt(
  root: string,
  episodes: readonly AddressedEpisode[],
  at: ReadonlyMap<string, ExtrasAt>,
  stored: readonly AddressedEpisode[],
  feed: URL,
  { withinMs = artWithinMs, fetched = new Map<string, Buffer>() }: { withinMs?: number; fetched?: ReadonlyMap<string, Buffer> } = {},
): Promise<{ episodes: AddressedEpisode[]; writes: { file: string; bytes: Buffer }[]; removals: string[]; notes: string[] }> {
  const dir = join(root, artDir);
  const onDisk = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const wanted = new Map<string, string>(); // address → title of the first episode with it
  for (const { id, title } of episodes) {
    const address = at.get(id)?.art;
    if (address && !onDisk.has(artFileFor(address)) && !wanted.has(address)) wanted.set(address, title);
  }
  const arrived = new Map<string, Buffer>();
  const failed: string[] = [];
  const stop = AbortSignal.timeout(withinMs);
  await inParallel(
    [...wanted].map(([address, title]) => async () => {
      if (stop.aborted) return failed.push(`“${title}”`);
      try {
        const bytes = fetched.get(address) ?? (await fetchChecked(new URL(address), feed, `the cover art of “${title}”`, limits, stop)).bytes;
        arrived.set(address, await smallArt(bytes));
      } catch {
        failed.push(`“${title}”`);
      }
    }),
    atOnce,
  );
  const before = new Map(stored.flatMap(({ slug, art }) => (art && onDisk.has(art.file) ? [[slug, art] as const] : [])));
  const withTheirs = episodes.map((episode): AddressedEpisode => {
    if (!at.has(episode.id)) return episode; // kept from before, the feed no longer has it: as stored
    const address = at.get(episode.id)?.art;
    const file = address && artFileFor(address);
    if (address && file && (onDisk.has(file) || arrived.has(address))) return { ...episode, art: { file, from: address } };
    // The feed's episode has no art of its own yet: the art it had, while the feed still gives some.
    const kept = address ? before.get(episode.slug) : undefined;
    return kept ? { ...episode, art: kept } : episode;
  });
  const inUse = new Set(withTheirs.flatMap(({ art }) => art?.file ?? []));
  const writes = [...arrived].flatMap(([address, bytes]) => {
    const file = artFileFor(address);
    return inUse.has(file) ? [{ file: `${artDir}/${file}`, bytes }] : [];
  });
  const removals = [...onDisk].filter((file) => !inUse.has(file)).map((file) => `${artDir}/${file}`);
  const notes = failed.length
    ? [`cover art kept as it was, to be fetched at the next refresh (it did not arrive, is no picture, or time ran out): ${titlesLine(failed)}`]
    : [];
  return { episodes: withTheirs, writes, removals, notes };
}
