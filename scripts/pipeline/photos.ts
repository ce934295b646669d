// The owner's photos, ready for a slow phone: turned upright, stripped of metadata (a phone photo says
// where it was taken), written as AVIF and WebP at every width a slot asks for, under content-hashed
// names. A file sharp cannot read is named and left out; the pages keep its last prepared version.
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

export const photoPaths = {
  sourceDir: 'content/photos',
  targetDir: 'public/photos',
  manifestFile: '.photos/manifest.json',
  /** AVIF is slow to encode: `rm -rf .photos` clears it. */
  cacheDir: '.photos/cache',
};
const extensions = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff', '.heic', '.heif']);
const formats = ['avif', 'webp'] as const;
type Format = (typeof formats)[number];
/** About a q=70 JPEG's look at a fraction of its size. */
export const encoders = { avif: { quality: 50, effort: 4 }, webp: { quality: 70 } } satisfies Record<Format, object>;

export type PhotoEntry = LocalPhotoFiles & { file: string };

export function widthsFor(intrinsic: number): number[] {
  const widths = Object.values(photoSlots).flatMap((slot) => candidateWidths(slot, intrinsic).map((c) => c.width));
  return [...new Set(widths)].sort((a, b) => a - b);
}

const filesOf = (stem: string, widths: readonly number[]): { width: number; format: Format; name: string }[] =>
  widths.flatMap((width) => formats.map((format) => ({ width, format, name: photoFileName(stem, width, format) })));

/** A phone's HEIC (HEVC, which libvips cannot decode) becomes a JPEG first, so he can upload it as it is. */
async function decodable(bytes: Buffer): Promise<Buffer> {
  if (!isHeicStart(bytes)) return bytes;
  return Buffer.from(await convertHeic({ buffer: bytes, format: 'JPEG', quality: 0.92 }));
}

export class TooManyPixels extends Error {
  constructor(size: { width: number; height: number }) {
    super(tooManyPixelsWords(size));
  }
}

/** Read without decoding: a HEIC's from its boxes (libheif), any other's from its header. */
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

async function withinPixels(bytes: Buffer): Promise<void> {
  const size = await statedSize(bytes);
  if (size.width * size.height > maxPhotoPixels) throw new TooManyPixels(size);
}

const readOptions = { failOn: 'error', limitInputPixels: maxPhotoPixels } as const;

/** A HEIC (only Safari draws one) as its cached JPEG, for the editor's media window (editor/server/media.ts). */
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

/** Converting a phone's photo takes seconds, at every start. */
async function convertedOnce(heic: Buffer, cached: string): Promise<Buffer> {
  if (existsSync(cached)) return readFileSync(cached);
  const jpeg = await decodable(heic);
  writeFileSync(cached, jpeg);
  return jpeg;
}

/**
 * Without EXIF, XMP and IPTC (the original is committed to a repository that is often public),
 * upright, colour profile kept. A HEIC keeps its format with its metadata wiped in place
 * (./heic-place.ts); one whose items cannot be read is refused (`PlaceKept`).
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

export class PlaceKept extends Error {
  constructor() {
    super(placeKeptWords);
  }
}

/** Rewrites only the files that carry a place; their names, for the line that says so. */
export async function placesRemoved(sourceDir: string): Promise<string[]> {
  const rewritten: string[] = [];
  for (const file of photoFilesIn(sourceDir)) {
    const path = join(sourceDir, file);
    if (lstatSync(path).isSymbolicLink()) continue;
    const bytes = readFileSync(path);
    // One that cannot be cleaned stays here: the site's files of it carry nothing, and Put it online refuses it.
    const clean = await withoutPlace(bytes).catch((error: unknown) => (error instanceof PlaceKept ? bytes : Promise.reject(error)));
    if (clean === bytes) continue;
    await writeFileAtomic(path, clean);
    rewritten.push(file);
  }
  return rewritten;
}

export async function preparePhoto(sourceDir: string, file: string, targetDir: string, cacheDir: string): Promise<PhotoEntry> {
  const path = join(sourceDir, file);
  try {
    const source = readFileSync(path);
    await withinPixels(source);
    const hash = createHash('sha256').update(source).update(JSON.stringify(encoders)).digest('hex').slice(0, 10);
    const stem = `${basename(file, extname(file))
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')}-${hash}`;
    const upright = sharp(isHeicStart(source) ? await convertedOnce(source, join(cacheDir, `${stem}.jpg`)) : source, readOptions).rotate();
    const meta = await upright.metadata();
    // Orientations 5 to 8 turn the photo a quarter: its upright width is the stored height.
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

/** Read as the build will (size first, then a few pixels), so a broken download or a huge picture is known now. */
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

export const photoFilesIn = (sourceDir: string): string[] =>
  existsSync(sourceDir)
    ? readdirSync(sourceDir)
        .filter((f) => extensions.has(extname(f).toLowerCase()))
        .sort()
    : [];

export interface UnreadablePhoto {
  file: string;
  why: string;
  kept: boolean;
  tooLarge?: string;
}

function lastManifest(manifestFile: string, sourceDir: string): Manifest {
  try {
    return JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  } catch {
    return { sourceDir, photos: {} };
  }
}

/** A file that cannot be read is left out, and its last prepared version stands in where the cache has it. */
export async function preparePhotos(
  { sourceDir, targetDir, manifestFile, cacheDir }: typeof photoPaths = photoPaths,
  /** An unpublished article's photos: not on the site, even at an address no page links to. */
  leftOut: ReadonlySet<string> = new Set(),
): Promise<{
  entries: PhotoEntry[];
  unreadable: UnreadablePhoto[];
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

export const placelessLine = (files: readonly string[], sourceDir = photoPaths.sourceDir): string =>
  `where ${files.length === 1 ? 'this photo was' : 'these photos were'} taken, and with which camera, is taken out of ${files.map((file) => `${sourceDir}/${file}`).join(', ')} (the photo itself is as it was)`;

export const unreadableLine = ({ file, kept, tooLarge }: UnreadablePhoto, sourceDir = photoPaths.sourceDir): string =>
  `${sourceDir}/${file} ${tooLarge ?? 'is not a photo the site can read (a JPEG, PNG, WebP or HEIC photo)'}: ${kept ? 'the pages keep the photo it replaced' : 'it is left out'}; ${tooLarge ? 'make it smaller' : 'put a real photo there'}, or choose another one in the editor`;
