#!/usr/bin/env node
// Sample photos for the all-services build variant (`npm run build:delivery`): files the way a
// camera or phone hands them over (JPEGs at q=90; the portrait stored sideways with EXIF
// orientation 6 and a GPS position), made here from photo-like pixels, never fetched. The
// variant's copy of the project has them in content/photos/ and its data files name them in
// place of the stock portrait and heroes (`putSamples`), as an owner's upload does, so the
// owner's-photo path runs on real output. Same bytes every run; kept when present.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, parse, resolve } from 'node:path';
import sharp from 'sharp';
import { photoPaths } from '../pipeline/photos.ts';
import { photoLike, seedOf } from '../tools/photo-like.ts';

/** Where the samples are made and kept between runs. */
export const sampleDir = '.samples/photos';

/** Which photo each data file names in place of its stock photo: field path → sample. */
const samplesIn: Record<string, Record<string, string>> = {
  'content/home.json': { 'hero.image': 'hero.jpg', 'about.image': 'portrait.jpg' },
  'content/about.json': { image: 'hero.jpg' },
  'content/services.json': { image: 'hero.jpg' },
  'content/ventures.json': { image: 'hero.jpg' },
  'content/contact.json': { image: 'hero.jpg' },
};

/**
 * Each sample: its size as shot, and whether the camera stored it sideways. Encoding AVIF is the
 * build's slowest step, its time growing with the pixels: each sample is a little wider than
 * the widest file a journey asks of it (the hero at 1,280 px on the desktop and 390 px × 3 on
 * the phone: 1,290; the portrait on the phone: 1,080), so every width asked is there, and none
 * that only costs (measured 2026-11-26: the hero at 3,000 px took 39 s, the portrait at 1,600,
 * 35 s). The build says such a photo will look soft in its widest slots, as it would tell the owner.
 */
export const samples: Record<string, { width: number; height: number; sideways?: boolean }> = {
  /** Every page's hero: a file per page would only cost build time. */
  'hero.jpg': { width: 1440, height: 960 },
  'portrait.jpg': { width: 1200, height: 1500, sideways: true },
  /** The sample articles' photo (scripts/test/insights/): small, so a variant that needs only it encodes it in a moment. */
  'team.jpg': { width: 960, height: 640 },
  /** The draft's cover (scripts/test/insights/a-draft-in-progress.md): never prepared, so never encoded, while the article is a draft. */
  'draft-cover.jpg': { width: 480, height: 320 },
};

/** Writes every sample that is not there yet, or not at its size, into `dir`. */
export async function writeSamples(dir = sampleDir) {
  mkdirSync(dir, { recursive: true });
  for (const [file, { width, height, sideways }] of Object.entries(samples)) {
    const path = join(dir, file);
    if (existsSync(path) && (await sharp(path).metadata()).width === (sideways ? height : width)) continue;
    // Sideways: the pixels are stored turned a quarter, and EXIF says how to turn them back.
    const image = sideways ? photoLike(seedOf(file), height, width) : photoLike(seedOf(file), width, height);
    await image
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: 'SampleCam' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' },
      })
      .withMetadata({ orientation: sideways ? 6 : 1 })
      .toFile(path);
  }
}

/**
 * The samples' files as the build encodes them (scripts/pipeline/photos.ts), kept in the repository:
 * a clean clone, as CI's, would otherwise encode them anew every run (27 s alone on 2 cores, over
 * 40 s of the builds lane beside the editor's; measured 2026-11-29). The build's cache names a file
 * by its photo's bytes and the encoder's settings, so a sample or setting that changed misses them,
 * and the build encodes as it would: `npm test` then prints what to put here instead.
 */
const encodedDir = 'scripts/test/sample-encodes';
const stemOf = (file: string) => parse(file).name;
/** The cache's files of the samples `files` (named `<stem>-<hash>-<width>.<format>`). */
const encodesOf = (dir: string, files: string[]) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => files.some((file) => name.startsWith(`${stemOf(file)}-`))) : [];

/** Puts the sample photos `files` (all of them unless named) into content/photos/ of the project copy at `work`, and their encoded files into its cache. */
export async function putSampleFiles(work: string, files = Object.keys(samples)) {
  await writeSamples();
  mkdirSync(join(work, 'content/photos'), { recursive: true });
  for (const file of files) copyFileSync(join(sampleDir, file), join(work, 'content/photos', file));
  const cache = join(work, photoPaths.cacheDir);
  mkdirSync(cache, { recursive: true });
  for (const name of encodesOf(encodedDir, files)) if (!existsSync(join(cache, name))) copyFileSync(join(encodedDir, name), join(cache, name));
}

/** After a build into `exportDir`: the samples' files its photos have that are not kept here (encoded anew), and what to do. */
export function sayNewEncodes(exportDir: string, files = Object.keys(samples)) {
  const kept = new Set(encodesOf(encodedDir, files));
  const fresh = encodesOf(join(exportDir, 'photos'), files).filter((name) => !kept.has(name));
  if (fresh.length)
    console.log(
      `sample photos: ${fresh.length} files encoded anew (a sample or the encoder's settings changed): put ${resolve(exportDir, 'photos')}/{${[...new Set(fresh.map((name) => name.replace(/-\d+\.\w+$/, '')))].join(',')}}-* in the project's ${encodedDir}/ in place of the old, so that a clean run does not encode them again`,
    );
}

/**
 * Puts the samples in the project copy at `work` as the owner's photos: the files in
 * content/photos/, and each data file naming them (with the stock photo's alt text).
 */
export async function putSamples(work: string) {
  await putSampleFiles(work);
  for (const [dataFile, fields] of Object.entries(samplesIn)) {
    const data = JSON.parse(readFileSync(join(work, dataFile), 'utf8'));
    for (const [path, sample] of Object.entries(fields)) {
      const keys = path.split('.');
      const parent = keys.slice(0, -1).reduce((node, key) => node[key], data);
      const key = keys.at(-1) ?? '';
      parent[key] = { file: sample, alt: parent[key].alt };
    }
    writeFileSync(join(work, dataFile), `${JSON.stringify(data, null, 2)}\n`);
  }
}
