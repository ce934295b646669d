import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What the build step wrote for one local photo (scripts/photos.mjs). */
export interface LocalPhotoFiles {
  /** Base of its file names in `/photos/`: the name, and a hash of the content. */
  stem: string;
  /** Size in px, upright. */
  width: number;
  height: number;
  /** The widths written, in AVIF and WebP each. */
  widths: number[];
  /** A 16 px wide blurred WebP as a data URL. */
  placeholder: string;
}

let manifest: Record<string, LocalPhotoFiles> | undefined;

/**
 * The files of a photo in `content/photos/`, read at build time. A photo the content names but
 * the folder lacks fails the build, naming it.
 */
export function localPhotoFiles(file: string): LocalPhotoFiles {
  manifest ??= JSON.parse(readFileSync(join(process.cwd(), '.photos/manifest.json'), 'utf8')) as Record<string, LocalPhotoFiles>;
  const entry = manifest[file];
  if (!entry) throw new Error(`photo content/photos/${file} is named in content but not in content/photos/ (run "npm run build", which prepares it)`);
  return entry;
}
