// The owner's own photos, ready for a slow phone. Every file in content/photos/ is turned
// upright from its EXIF orientation, stripped of all metadata (a phone photo carries where it
// was taken), and written to public/photos/ as AVIF and WebP at every width a slot can ask
// for (lib/photos/slots.ts), under names that change with the file's content (so a
// replaced photo is never served stale). `.photos/manifest.json` tells the Photo component each photo's size, widths
// and its average colour, shown until it arrives. A file that is no photo sharp can read is left
// out, named in one line: the pages keep the version of it prepared last, where there is one.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import convertHeic from 'heic-convert';
import decodeHeic from 'heic-decode';
import sharp, { type Metadata, type Sharp } from 'sharp';
import writeFileAtomic from 'write-file-atomic';
import { maxPhotoPixels, notAPhotoWords, placeKeptWords, tooManyPixelsWords } from '#model/schema/cms.ts';
import { heicWithoutMetadata } from './heic-place.ts';
import { isHeicStart } from '../../editor/browser/heic.ts';
import { photoFileName } from '../../lib/photos/manifest.ts';
import { inParallel } from './in-parallel.ts';
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

/**
 * A photo's bytes as sharp reads them: a phone's HEIC (HEVC, which sharp's own libvips cannot
 * decode) is turned into a JPEG first by heic-convert (libheif), so the owner can upload his
 * phone's photo as it is; every other file as it is.
 */
async function decodable(bytes: Buffer): Promise<Buffer> {
  if (!isHeicStart(bytes)) return bytes;
  return Buffer.from(await convertHeic({ buffer: bytes, format: 'JPEG', quality: 0.92 }));
}

/** A photo larger than the site takes (`maxPhotoPixels`), known from the size its file states before a pixel is decoded. */
export class TooManyPixels extends Error {
  constructor(size: { width: number; height: number }) {
    super(tooManyPixelsWords(size));
  }
}

/** A photo's size as its file states it, read without decoding it: a HEIC's from its boxes (libheif), any other's from its header (sharp). */
async function statedSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  if (!isHeicStart(bytes)) {
    const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    return { width, height };
  }
  const images = await decodeHeic.all({ buffer: bytes });
  try {
    return { width: images[0]?.width ?? 0, height: images[0]?.height ?? 0 };
  } finally {
    images.dispose();
  }
}

/** Refuses a photo of more pixels than the site takes, before it is decoded. */
async function withinPixels(bytes: Buffer): Promise<void> {
  const size = await statedSize(bytes);
  if (size.width * size.height > maxPhotoPixels) throw new TooManyPixels(size);
}

/** sharp's options for the owner's photos: a broken file is an error, and no decode past the site's pixels. */
const readOptions = { failOn: 'error', limitInputPixels: maxPhotoPixels } as const;

/**
 * What a browser can draw of a photo's bytes: a HEIC (which only Safari draws) as its JPEG, kept
 * in `cacheDir` by its content, any other photo as it is; a HEIC past the site's pixels as it is.
 * The editor's media window shows his photos through this (editor/server/media.ts).
 */
export async function viewable(bytes: Buffer, cacheDir = photoPaths.cacheDir): Promise<Buffer> {
  if (!isHeicStart(bytes)) return bytes;
  try {
    await withinPixels(bytes);
    mkdirSync(cacheDir, { recursive: true });
    return await convertedOnce(bytes, join(cacheDir, `viewable-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.jpg`));
  } catch {
    return bytes;
  }
}

/** A HEIC's JPEG, kept in the cache beside the photo's files: converting a phone's photo takes seconds, at every start. */
async function convertedOnce(heic: Buffer, cached: string): Promise<Buffer> {
  if (existsSync(cached)) return readFileSync(cached);
  const jpeg = await decodable(heic);
  writeFileSync(cached, jpeg);
  return jpeg;
}

/**
 * `bytes` without what says where the photo was taken, by which camera or by whom (its EXIF, XMP
 * and IPTC: a phone's photo carries its GPS position, and the original is committed to a
 * repository that is often public): the photo turned upright by its orientation and written again
 * in its own format, its colour profile kept; as it is where it carries none. A HEIC, which sharp
 * cannot write, keeps its format: its metadata items are wiped in place (./heic-place.ts), and
 * one whose items cannot be read is refused (`PlaceKept`), never sent as it is.
 */
export async function withoutPlace(bytes: Buffer): Promise<Buffer> {
  if (isHeicStart(bytes)) {
    try {
      return heicWithoutMetadata(bytes);
    } catch {
      throw new PlaceKept();
    }
  }
  let meta: Metadata;
  try {
    meta = await sharp(bytes, readOptions).metadata();
  } catch {
    return bytes; // no photo: refused or left out by the steps that read it
  }
  if (!meta.exif && !meta.xmp && !meta.iptc) return bytes;
  const upright = sharp(bytes, readOptions).rotate().keepIccProfile();
  const writers: Record<string, () => Sharp> = {
    jpeg: () => upright.jpeg({ quality: 95, chromaSubsampling: '4:4:4' }),
    png: () => upright.png(),
    webp: () => upright.webp({ quality: 95 }),
    heif: () => upright.avif({ quality: 80 }),
    tiff: () => upright.tiff(),
  };
  const written = writers[String(meta.format)];
  return written ? written().toBuffer() : bytes;
}

/** A photo whose metadata could not be told from its picture: it may say where it was taken, so it goes nowhere as it is. */
export class PlaceKept extends Error {
  constructor() {
    super(placeKeptWords);
  }
}

/** Takes out what says where each photo of `sourceDir` was taken (`withoutPlace`), rewriting only those that carry it; their names, for the line that says so. */
export async function placesRemoved(sourceDir: string): Promise<string[]> {
  const rewritten: string[] = [];
  for (const file of photoFilesIn(sourceDir)) {
    const path = join(sourceDir, file);
    if (lstatSync(path).isSymbolicLink()) continue;
    const bytes = readFileSync(path);
    // One that cannot be cleaned stays as it is here: the site's files of it carry nothing, and Put it online refuses it.
    const clean = await withoutPlace(bytes).catch((error: unknown) => (error instanceof PlaceKept ? bytes : Promise.reject(error)));
    if (clean === bytes) continue;
    await writeFileAtomic(path, clean);
    rewritten.push(file);
  }
  return rewritten;
}

/** Writes one photo's files into `targetDir` (through `cacheDir`) and returns its manifest entry. */
export async function preparePhoto(sourceDir: string, file: string, targetDir: string, cacheDir: string): Promise<PhotoEntry> {
  const path = join(sourceDir, file);
  try {
    const source = readFileSync(path);
    await withinPixels(source);
    // The name changes with the file and with the encoder settings, never otherwise.
    const hash = createHash('sha256').update(source).update(JSON.stringify(encoders)).digest('hex').slice(0, 10);
    const stem = `${basename(file, extname(file))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')}-${hash}`;
    const upright = sharp(isHeicStart(source) ? await convertedOnce(source, join(cacheDir, `${stem}.jpg`)) : source, readOptions).rotate();
    const meta = await upright.metadata();
    // EXIF orientations 5 to 8 turn the photo a quarter: its upright width is the stored height.
    const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
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
    if (error instanceof TooManyPixels) throw error;
    throw new Error(`photo ${path} could not be read: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
  }
}

/**
 * Why `bytes` are no photo the site can prepare, in the owner's words, or nothing when they are
 * one: read as the build will read them (its size first, then a few pixels decoded, so a broken
 * download, a file of another kind or a picture too large is known now).
 */
export async function photoRefusal(bytes: Buffer): Promise<string | undefined> {
  try {
    await withinPixels(bytes);
    await sharp(await decodable(bytes), readOptions)
      .rotate()
      .resize(8)
      .toBuffer();
    return undefined;
  } catch (error) {
    return error instanceof TooManyPixels ? `This photo ${error.message}: make it smaller, or choose another photo` : notAPhotoWords;
  }
}

/** The photo files of `sourceDir` (by their extension), sorted: those a preparation prepares. */
export const photoFilesIn = (sourceDir: string): string[] =>
  existsSync(sourceDir)
    ? readdirSync(sourceDir)
        .filter((f) => extensions.has(extname(f).toLowerCase()))
        .sort()
    : [];

/** A file of the folder that is no photo the site can use, and why, in one line. */
export interface UnreadablePhoto {
  file: string;
  why: string;
  /** Whether the pages keep the version of it prepared last (on this machine), or have none. */
  kept: boolean;
  /** Set when the file is a photo with more pixels than the site takes: how large it is, in words. */
  tooLarge?: string;
}

/** The manifest written last, or an empty one. */
function lastManifest(manifestFile: string, sourceDir: string): Manifest {
  try {
    return JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch {
    return { sourceDir, photos: {} };
  }
}

/**
 * Prepares every photo in the folder; files of earlier versions are removed. A file that cannot
 * be read is left out, and named in `unreadable`: the version prepared last stands in for it
 * where its files are still in the cache, so replacing a photo with a broken download keeps the
 * pages as they were.
 */
export async function preparePhotos(
  { sourceDir, targetDir, manifestFile, cacheDir }: typeof photoPaths = photoPaths,
  /** Photos no page of this build shows (an unpublished article's alone): not prepared, so not on the site, even at an address no page links to. */
  leftOut: ReadonlySet<string> = new Set(),
): Promise<{
  entries: PhotoEntry[];
  unreadable: UnreadablePhoto[];
  /** The photos whose place (and camera) was taken out of their files, for the line that says so. */
  placeless: string[];
}> {
  const placeless = await placesRemoved(sourceDir);
  const files = photoFilesIn(sourceDir).filter((file) => !leftOut.has(file));
  const before = lastManifest(manifestFile, sourceDir).photos;
  mkdirSync(targetDir, { recursive: true });
  mkdirSync(cacheDir, { recursive: true });
  const entries: PhotoEntry[] = [];
  const unreadable: UnreadablePhoto[] = [];
  for (const file of files) {
    try {
      entries.push(await preparePhoto(sourceDir, file, targetDir, cacheDir));
    } catch (error) {
      const last = before[file];
      const lastFiles = last ? filesOf(last.stem, last.widths) : [];
      const kept = last !== undefined && lastFiles.every(({ name }) => existsSync(join(cacheDir, name)));
      if (last && kept) {
        for (const { name } of lastFiles) copyFileSync(join(cacheDir, name), join(targetDir, name));
        entries.push({ ...last, file });
      }
      const tooLarge = error instanceof TooManyPixels ? { tooLarge: error.message } : {};
      unreadable.push({ file, why: error instanceof Error ? error.message : String(error), kept, ...tooLarge });
    }
  }
  const kept = new Set(entries.flatMap((e) => filesOf(e.stem, e.widths).map(({ name }) => name)));
  for (const old of readdirSync(targetDir)) if (!kept.has(old)) rmSync(join(targetDir, old));
  mkdirSync(dirname(manifestFile), { recursive: true });
  const manifest: Manifest = { sourceDir, photos: Object.fromEntries(entries.map((e) => [e.file, e])) };
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return { entries, unreadable, placeless };
}

/** What a build or the editor says of the photos whose place it took out. */
export const placelessLine = (files: readonly string[], sourceDir = photoPaths.sourceDir): string =>
  `where ${files.length === 1 ? 'this photo was' : 'these photos were'} taken, and with which camera, is taken out of ${files.map((file) => `${sourceDir}/${file}`).join(', ')} (the photo itself is as it was)`;

/** What a build or the editor says of a file left out: its name, what is wrong, and what the pages show meanwhile. */
export const unreadableLine = ({ file, kept, tooLarge }: UnreadablePhoto, sourceDir = photoPaths.sourceDir): string =>
  `${sourceDir}/${file} ${tooLarge ?? 'is not a photo the site can read (a JPEG, PNG, WebP or HEIC photo)'}: ${kept ? 'the pages keep the photo it replaced' : 'it is left out'}; ${tooLarge ? 'make it smaller' : 'put a real photo there'}, or choose another one in the editor`;
