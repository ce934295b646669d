// The owner's own photos, ready for a slow phone. Every file in content/photos/ is turned
// upright from its EXIF orientation, stripped of all metadata (a phone photo carries where it
// was taken), and written to public/photos/ as AVIF and WebP at every width a slot can ask
// for (components/Photo/slots.ts), under names that change with the file's content (so a
// replaced photo is never served stale). `.photos/manifest.json` tells the Photo component each photo's size, widths
// and a tiny blurred placeholder. An unreadable file fails the build, naming it.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import sharp from 'sharp';
import { candidateWidths } from '../components/Photo/photoWidths.ts';
import { photoSlots } from '../components/Photo/slots.ts';

/** Where the owner drops photos, where their files go, and where the component reads about them. */
export const photoPaths = { sourceDir: 'content/photos', targetDir: 'public/photos', manifestFile: '.photos/manifest.json' };
const extensions = new Set(['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff', '.heic', '.heif']);
/** Encoder settings: about the bytes of a q=70 JPEG's look at a fraction of its size. */
export const encoders = { avif: { quality: 50, effort: 4 }, webp: { quality: 70 } };

/** The widths to write for a photo `intrinsic` px wide: every candidate of every slot. */
export function widthsFor(intrinsic) {
  const widths = Object.values(photoSlots).flatMap((slot) => candidateWidths(slot, intrinsic).map((c) => c.width));
  return [...new Set(widths)].sort((a, b) => a - b);
}

/** Writes one photo's files into `targetDir` and returns its manifest entry. */
export async function preparePhoto(sourceDir, file, targetDir) {
  const path = join(sourceDir, file);
  try {
    const source = readFileSync(path);
    const upright = sharp(source, { failOn: 'error' }).rotate();
    const meta = await upright.metadata();
    // EXIF orientations 5 to 8 turn the photo a quarter: its upright width is the stored height.
    const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 10);
    const stem = `${basename(file, extname(file)).toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${hash}`;
    const widths = widthsFor(width);
    for (const w of widths) {
      for (const [format, options] of Object.entries(encoders)) {
        const target = join(targetDir, `${stem}-${w}.${format}`);
        if (existsSync(target)) continue;
        await upright.clone().resize({ width: w })[format](options).toFile(target);
      }
    }
    const tiny = await upright.clone().resize({ width: 16 }).webp({ quality: 40 }).toBuffer();
    return { file, stem, width, height, widths, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
  } catch (error) {
    throw new Error(`photo ${path} could not be read: ${error instanceof Error ? error.message : error}`);
  }
}

/** Prepares every photo in the folder; files of earlier versions are removed. */
export async function preparePhotos({ sourceDir, targetDir, manifestFile } = photoPaths) {
  const files = existsSync(sourceDir) ? readdirSync(sourceDir).filter((f) => extensions.has(extname(f).toLowerCase())) : [];
  mkdirSync(targetDir, { recursive: true });
  const entries = [];
  for (const file of files.sort()) entries.push(await preparePhoto(sourceDir, file, targetDir));
  const kept = new Set(entries.flatMap((e) => e.widths.flatMap((w) => Object.keys(encoders).map((f) => `${e.stem}-${w}.${f}`))));
  for (const old of readdirSync(targetDir)) if (!kept.has(old)) rmSync(join(targetDir, old));
  mkdirSync(dirname(manifestFile), { recursive: true });
  writeFileSync(manifestFile, `${JSON.stringify(Object.fromEntries(entries.map((e) => [e.file, e])), null, 2)}\n`);
  return entries;
}
