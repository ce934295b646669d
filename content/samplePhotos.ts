import type { Photo, RemotePhoto } from './types.ts';

/**
 * The photos build variant (`npm run build:photos`, PHOTO_SAMPLES=1): sample files made by
 * scripts/sample-photos.mjs stand in for the owner's own portrait and page heroes (same alt
 * text), so the path his photos take runs on real output and in the tests. Without it (every
 * real build), each photo is the stock photo, as the specification asks.
 */
export function orSample(stock: RemotePhoto, sampleFile: string): Photo {
  return process.env.PHOTO_SAMPLES === '1' ? { file: sampleFile, alt: stock.alt } : stock;
}
