import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the build step wrote for one local photo (scripts/pipeline/photos.ts). */
export interface LocalPhotoFiles {
  /** The original's path, for messages. */
  source: string;
  /** Base of its file names in `/photos/`: the name, and a hash of the content. */
  stem: string;
  /** Size in px, upright. */
  width: number;
  height: number;
  /** The widths written, in AVIF and WebP each. */
  widths: number[];
  /** Its average colour (`#rrggbb`), painted in its box until it arrives. */
  color: string;
  /** Set while the editor prepares it: the page shows the file as uploaded (`asUploaded`) meanwhile. */
  pending?: true;
}

/** Where the editor (`npm run edit`) serves a photo as it was uploaded, while it prepares it. */
export const asUploaded = '/photos-as-uploaded';

/** A photo's address as uploaded, in the editor, below the site's base path. */
export const asUploadedPath = (file: string) => `${asUploaded}/${encodeURIComponent(file)}`;

/** `.photos/manifest.json`: the folder the build read, and what it wrote for each file there. */
export interface Manifest {
  sourceDir: string;
  photos: Record<string, LocalPhotoFiles>;
}

let manifest: { read: Manifest; at: number } | undefined;

/** The manifest, read again when it changes (`npm run edit` prepares a photo the owner uploads while the site runs). */
function currentManifest(): Manifest {
  const file = join(process.cwd(), '.photos/manifest.json');
  const at = statSync(file).mtimeMs;
  if (manifest?.at !== at) manifest = { read: JSON.parse(readFileSync(file, 'utf8')) as Manifest, at };
  return manifest.read;
}

/** The name of one of a photo's files in `/photos/` (written by scripts/pipeline/photos.ts, which imports this). */
export function photoFileName(stem: string, width: number, format: string): string {
  return `${stem}-${width}.${format}`;
}

/** A development server (`npm run edit`, where a photo is prepared while the site runs, or `npm run dev`). */
const developing = () => process.env.NODE_ENV === 'development';

/**
 * The files of a photo in `content/photos/` (or PHOTOS_DIR), read at build time. A photo the
 * content names but the folder lacks fails the build, naming it. In development, a photo just
 * uploaded and not yet prepared, or one that is no photo (scripts/pipeline/photos.ts leaves it out),
 * is `pending`: its page shows it as uploaded (the editor serves it; `npm run dev` leaves its box
 * and description), never an error
 * (its size a guess until it is prepared: the photo, once loaded, keeps its own shape).
 */
export function localPhotoFiles(file: string): LocalPhotoFiles {
  const { photos, sourceDir } = currentManifest();
  const entry = photos[file];
  if (!entry && developing() && existsSync(join(process.cwd(), sourceDir, file)))
    return { source: `${sourceDir}/${file}`, stem: '', width: 1600, height: 1067, widths: [], color: '#8c8c8c', pending: true };
  if (!entry)
    throw new Error(
      `photo ${sourceDir}/${file} is named in content but not in ${sourceDir}/ (add it there; while "npm run edit" runs, a photo added there shows a moment later, on a reload)`,
    );
  return entry;
}
