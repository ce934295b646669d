#!/usr/bin/env node
// Sample photos for the photos build variant (`npm run build:photos`): files the way a camera
// or phone hands them over (large JPEGs at q=90; the portrait stored sideways with EXIF
// orientation 6 and a GPS position), made here from photo-like pixels, never fetched. The
// variant names them in content in place of the stock portrait and heroes (content/samplePhotos.ts),
// so the owner's-photo path runs on real output. Same bytes every run; kept when present.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { photoLike, seedOf } from './photo-like.ts';

/** Where the variant's build reads photos from (PHOTOS_DIR). */
export const sampleDir = '.samples/photos';

/** Each sample: its size as shot, and whether the camera stored it sideways. */
export const samples: Record<string, { width: number; height: number; sideways?: boolean }> = {
  'hero-home.jpg': { width: 3000, height: 2000 },
  /** The other pages' heroes share one: a second file would only cost build time. */
  'hero-page.jpg': { width: 3000, height: 2000 },
  'portrait.jpg': { width: 1600, height: 2000, sideways: true },
};

/** Writes every sample that is not there yet into `dir`. */
export async function writeSamples(dir = sampleDir) {
  mkdirSync(dir, { recursive: true });
  for (const [file, { width, height, sideways }] of Object.entries(samples)) {
    const path = join(dir, file);
    if (existsSync(path)) continue;
    // Sideways: the pixels are stored turned a quarter, and EXIF says how to turn them back.
    const image = sideways ? photoLike(seedOf(file), height, width) : photoLike(seedOf(file), width, height);
    await image
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Make: 'SampleCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 3/1' } })
      .withMetadata({ orientation: sideways ? 6 : 1 })
      .toFile(path);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeSamples();
  console.log(`sample photos in ${sampleDir}/`);
}
