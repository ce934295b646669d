import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface LocalPhotoFiles {
  source: string;
  /** The name and a hash of the content. */
  stem: string;
  width: number;
  height: number;
  widths: number[];
  /** Painted in its box until it arrives. */
  color: string;
  /** Set while the editor prepares it: the page shows the file as uploaded meanwhile. */
  pending?: true;
}

export const asUploaded = '/photos-as-uploaded';

export const asUploadedPath = (file: string) => `${asUploaded}/${encodeURIComponent(file)}`;

export interface Manifest {
  sourceDir: string;
  photos: Record<string, LocalPhotoFiles>;
}

let manifest: { read: Manifest; at: number } | undefined;

/** Read again when it changes: the editor prepares a photo while the site runs. */
function currentManifest(): Manifest {
  const file = join(process.cwd(), '.photos/manifest.json');
  const at = statSync(file).mtimeMs;
  if (manifest?.at !== at) manifest = { read: JSON.parse(readFileSync(file, 'utf8')) as Manifest, at };
  return manifest.read;
}

export function photoFileName(stem: string, width: number, format: string): string {
  return `${stem}-${width}.${format}`;
}

const developing = () => process.env.NODE_ENV === 'development';

/**
 * A photo the folder lacks fails the build. In development one not yet prepared (or no photo) is
 * `pending` and shown as uploaded, never an error; its size is a guess until then.
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
