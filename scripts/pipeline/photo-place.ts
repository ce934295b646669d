// Taking out where a photo was taken (its EXIF, XMP and IPTC), before it goes anywhere.
import { lstatSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Metadata, type Sharp } from 'sharp';
import writeFileAtomic from 'write-file-atomic';
import { placeKeptWords } from '#model/schema/cms.ts';
import { isHeicStart } from '../../editor/browser/heic.ts';
import { heicWithoutMetadata } from './heic-place.ts';
import { photoFilesIn, photoPaths, readOptions } from './photo-files.ts';

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

/** What a build or the editor says of the photos whose place it took out. */
export const placelessLine = (files: readonly string[], sourceDir = photoPaths.sourceDir): string =>
  `where ${files.length === 1 ? 'this photo was' : 'these photos were'} taken, and with which camera, is taken out of ${files.map((file) => `${sourceDir}/${file}`).join(', ')} (the photo itself is as it was)`;
