// Where the owner's photos are and what they are prepared into, which files of his folder are photos,
// and how sharp reads them: for the preparation and for taking out their place alike.
import { existsSync, readdirSync } from 'node:fs';
import { extname } from 'node:path';
import { maxPhotoPixels } from '#model/schema/cms.ts';

export const photoPaths = {
  sourceDir: 'content/photos',
  targetDir: 'public/photos',
  manifestFile: '.photos/manifest.json',
  /** AVIF is slow to encode: `rm -rf .photos` clears it. */
  cacheDir: '.photos/cache',
};

const extensions = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff', '.heic', '.heif']);

/** The photo files of `sourceDir`, sorted: those a preparation prepares. */
export const photoFilesIn = (sourceDir: string): string[] =>
  existsSync(sourceDir)
    ? readdirSync(sourceDir)
        .filter((f) => extensions.has(extname(f).toLowerCase()))
        .sort()
    : [];

/** A broken file is an error, and nothing is decoded past the site's pixels. */
export const readOptions = { failOn: 'error', limitInputPixels: maxPhotoPixels } as const;
