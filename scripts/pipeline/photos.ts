// The owner's photos, ready for a slow phone: stripped of where they were taken (./photo-place.ts),
// turned upright, written as AVIF and WebP at every width a slot asks for, under content-hashed
// names. A file sharp cannot read is named and left out; the pages keep its last prepared version.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import convertHeic from 'heic-convert';
import decodeHeic from 'heic-decode';
import sharp from 'sharp';
import { maxPhotoPixels, notAPhotoWords, tooManyPixelsWords } from '#model/schema/cms.ts';
import { isHeicStart } from '../../editor/browser/heic.ts';
import { photoFileName } from '../../lib/photos/manifest.ts';
import { inParallel } from './in-parallel.ts';
import { photoFilesIn, photoPaths, readOptions } from './photo-files.ts';
import { placesRemoved } from './photo-place.ts';
import type { LocalPhotoFiles, Manifest } from '../../lib/photos/manifest.ts';
import { candidateWidths } from '../../lib/photos/widths.ts';
import { photoSlots } from '../../lib/photos/slots.ts';

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

export const unreadableLine = ({ file, kept, tooLarge }: UnreadablePhoto, sourceDir = photoPaths.sourceDir): string =>
  `${sourceDir}/${file} ${tooLarge ?? 'is not a photo the site can read (a JPEG, PNG, WebP or HEIC photo)'}: ${kept ? 'the pages keep the photo it replaced' : 'it is left out'}; ${tooLarge ? 'make it smaller' : 'put a real photo there'}, or choose another one in the editor`;
