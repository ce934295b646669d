// The owner's own photos, ready for a slow phone. Every file in content/photos/ is turned
// upright from its EXIF orientation, stripped of all metadata (a phone photo carries where it
// was taken), and written to public/photos/ as AVIF and WebP at every width a slot can ask
// for (lib/photos/slots.ts), under names that change with the file's content (so a
// replaced photo is never served stale). `.photos/manifest.json` tells the Photo component each photo's size, widths
// and its average colour, shown until it arrives. An unreadable file fails the build, naming it.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, dirname, extname, join } from 'node:path';
import sharp from 'sharp';
import { photoFileName } from '../../lib/photos/manifest.ts';
import type { LocalPhotoFiles, Manifest } from '../../lib/photos/manifest.ts';
import { candidateWidths } from '../../lib/photos/widths.ts';
import { photoSlots } from '../../lib/photos/slots.ts';

/** Where the owner drops photos, where their files go, and where the component reads about them. */
export const photoPaths = {
  sourceDir: 'content/photos',
  targetDir: 'public/photos',
  manifestFile: '.photos/manifest.json',
  /** Encoded files kept between builds (AVIF is slow to encode): `rm -rf .photos` clears it. */
  cacheDir: '.photos/cache',
};
const extensions = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff', '.heic', '.heif']);
/** The formats each photo is written in, best first. */
const formats = ['avif', 'webp'] as const;
type Format = (typeof formats)[number];
/** Encoder settings: about the bytes of a q=70 JPEG's look at a fraction of its size. */
export const encoders = { avif: { quality: 50, effort: 4 }, webp: { quality: 70 } } satisfies Record<Format, object>;

/** One photo as the manifest records it: its files, and its name in the folder. */
export type PhotoEntry = LocalPhotoFiles & { file: string };

/** The widths to write for a photo `intrinsic` px wide: every candidate of every slot. */
export function widthsFor(intrinsic: number): number[] {
  const widths = Object.values(photoSlots).flatMap((slot) => candidateWidths(slot, intrinsic).map((c) => c.width));
  return [...new Set(widths)].sort((a, b) => a - b);
}

/** Every file of a photo: each width in each format. */
const filesOf = (stem: string, widths: readonly number[]): { width: number; format: Format; name: string }[] =>
  widths.flatMap((width) => formats.map((format) => ({ width, format, name: photoFileName(stem, width, format) })));

/** Runs the tasks, as many at a time as the machine has cores (sharp itself encodes on one). */
async function inParallel(tasks: readonly (() => Promise<unknown>)[]): Promise<void> {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  };
  await Promise.all(Array.from({ length: availableParallelism() }, worker));
}

/** Writes one photo's files into `targetDir` (through `cacheDir`) and returns its manifest entry. */
export async function preparePhoto(sourceDir: string, file: string, targetDir: string, cacheDir: string): Promise<PhotoEntry> {
  const path = join(sourceDir, file);
  try {
    const source = readFileSync(path);
    const upright = sharp(source, { failOn: 'error' }).rotate();
    const meta = await upright.metadata();
    // EXIF orientations 5 to 8 turn the photo a quarter: its upright width is the stored height.
    const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
    // The name changes with the file and with the encoder settings, never otherwise.
    const hash = createHash('sha256').update(source).update(JSON.stringify(encoders)).digest('hex').slice(0, 10);
    const stem = `${basename(file, extname(file)).toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${hash}`;
    const widths = widthsFor(width);
    const files = filesOf(stem, widths);
    await inParallel(
      files
        .filter(({ name }) => !existsSync(join(cacheDir, name)))
        .map(({ width: w, format, name }) => () => {
          const resized = upright.clone().resize({ width: w });
          return (format === 'avif' ? resized.avif(encoders.avif) : resized.webp(encoders.webp)).toFile(join(cacheDir, name));
        }),
    );
    for (const { name } of files) copyFileSync(join(cacheDir, name), join(targetDir, name));
    const [r, g, b] = await upright.clone().resize(1, 1).removeAlpha().raw().toBuffer();
    const color = `#${[r, g, b].map((c = 0) => c.toString(16).padStart(2, '0')).join('')}`;
    return { file, source: path, stem, width, height, widths, color };
  } catch (error) {
    throw new Error(`photo ${path} could not be read: ${error instanceof Error ? error.message : error}`);
  }
}

/** The photo files of `sourceDir` (by their extension), sorted: those a preparation prepares. */
export const photoFilesIn = (sourceDir: string): string[] =>
  existsSync(sourceDir) ? readdirSync(sourceDir).filter((f) => extensions.has(extname(f).toLowerCase())).sort() : [];

/** Prepares every photo in the folder; files of earlier versions are removed. */
export async function preparePhotos({ sourceDir, targetDir, manifestFile, cacheDir }: typeof photoPaths = photoPaths): Promise<PhotoEntry[]> {
  const files = photoFilesIn(sourceDir);
  mkdirSync(targetDir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const entries: PhotoEntry[] = [];
  for (const file of files) entries.push(await preparePhoto(sourceDir, file, targetDir, cacheDir));
  const kept = new Set(entries.flatMap((e) => filesOf(e.stem, e.widths).map(({ name }) => name)));
  for (const old of readdirSync(targetDir)) if (!kept.has(old)) rmSync(join(targetDir, old));
  mkdirSync(dirname(manifestFile), { recursive: true });
  const manifest: Manifest = { sourceDir, photos: Object.fromEntries(entries.map((e) => [e.file, e])) };
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return entries;
}
