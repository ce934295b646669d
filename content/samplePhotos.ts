import type { Photo } from './types.ts';

/**
 * The photos build variant (`npm run build:photos`, PHOTO_SAMPLES=1): sample files made by
 * scripts/sample-photos.ts stand in for the stock photos of the portrait and page heroes (same
 * alt text), so the path the owner's photos take runs on real output and in the tests. Without
 * it (every real build), each photo is the one its data file names.
 */
export function orSample<Shown extends Photo>(photo: Shown, sampleFile: string): Shown | { file: string; alt: Shown['alt'] } {
  return process.env.PHOTO_SAMPLES === '1' && 'src' in photo ? { file: sampleFile, alt: photo.alt } : photo;
}
