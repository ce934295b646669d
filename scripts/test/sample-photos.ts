#!/usr/bin/env node
// Sample photos for the all-services build, as a phone hands them over (JPEG q=90, one sideways with
// EXIF orientation and a GPS position), made from photo-like pixels, never fetched; same bytes every run.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, parse, resolve } from 'node:path';
import sharp from 'sharp';
import { photoPaths } from '../pipeline/photo-files.ts';
import { photoLike, seedOf } from '../tools/photo-like.ts';

export const sampleDir = '.samples/photos';

const samplesIn: Record<string, Record<string, string>> = {
  'content/home.json': { 'hero.image': 'hero.jpg', 'about.image': 'portrait.jpg' },
  'content/about.json': { image: 'hero.jpg' },
  'content/services.json': { image: 'hero.jpg' },
  'content/ventures.json': { image: 'hero.jpg' },
  'content/contact.json': { image: 'hero.jpg' },
};

/** Each a little wider than the widest file a journey asks of it: AVIF's time grows with the pixels. */
export const samples: Record<string, { width: number; height: number; sideways?: boolean }> = {
  'hero.jpg': { width: 1440, height: 960 },
  'portrait.jpg': { width: 1200, height: 1500, sideways: true },
  'team.jpg': { width: 960, height: 640 },
  /** A draft's cover: never prepared, so never encoded. */
  'draft-cover.jpg': { width: 480, height: 320 },
};

export async function writeSamples(dir = sampleDir) {
  mkdirSync(dir, { recursive: true });
  for (const [file, { width, height, sideways }] of Object.entries(samples)) {
    const path = join(dir, file);
    if (existsSync(path) && (await sharp(path).metadata()).width === (sideways ? height : width)) continue;
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

/** Kept in the repository so a clean clone does not encode them anew; a changed sample or setting misses them, and `npm test` says what to put here. */
const encodedDir = 'scripts/test/sample-encodes';
const stemOf = (file: string) => parse(file).name;
const encodesOf = (dir: string, files: string[]) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => files.some((file) => name.startsWith(`${stemOf(file)}-`))) : [];

export async function putSampleFiles(work: string, files = Object.keys(samples)) {
  await writeSamples();
  mkdirSync(join(work, 'content/photos'), { recursive: true });
  for (const file of files) copyFileSync(join(sampleDir, file), join(work, 'content/photos', file));
  const cache = join(work, photoPaths.cacheDir);
  mkdirSync(cache, { recursive: true });
  for (const name of encodesOf(encodedDir, files)) if (!existsSync(join(cache, name))) copyFileSync(join(encodedDir, name), join(cache, name));
}

export function sayNewEncodes(exportDir: string, files = Object.keys(samples)) {
  const kept = new Set(encodesOf(encodedDir, files));
  const fresh = encodesOf(join(exportDir, 'photos'), files).filter((name) => !kept.has(name));
  if (fresh.length)
    console.log(
      `sample photos: ${fresh.length} files encoded anew (a sample or the encoder's settings changed): put ${resolve(exportDir, 'photos')}/{${[...new Set(fresh.map((name) => name.replace(/-\d+\.\w+$/, '')))].join(',')}}-* in the project's ${encodedDir}/ in place of the old, so that a clean run does not encode them again`,
    );
}

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
