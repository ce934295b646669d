/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { heicStating, jpegStating } from '../test/oversized-photos.ts';
import { photoRefusal, placelessLine, preparePhoto, preparePhotos, unreadableLine, widthsFor } from './photos.ts';
import type { PhotoEntry } from './photos.ts';

/** A photo-like JPEG as a phone writes it: stored sideways (EXIF orientation 6) and carrying GPS. */
async function phonePhoto(path: string): Promise<void> {
  const noise = Buffer.from(Array.from({ length: 300 * 200 * 3 }, (_, i) => (i * 7919) % 251));
  await sharp(noise, { raw: { width: 300, height: 200, channels: 3 } })
    .resize(1200, 800)
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 24/1' } })
    .withMetadata({ orientation: 6 })
    .toFile(path);
}

describe('preparing local photos', () => {
  const dir = mkdtempSync(join(tmpdir(), 'photos-'));
  const paths = { sourceDir: join(dir, 'in'), targetDir: join(dir, 'out'), manifestFile: join(dir, 'manifest', 'm.json'), cacheDir: join(dir, 'cache') };
  let entries: PhotoEntry[] = [];
  let placeless: string[] = [];
  /** The one photo the folder holds, as prepared. */
  const prepared = (): PhotoEntry => {
    const [entry, ...more] = entries;
    if (!entry || more.length) throw new Error(`expected one photo prepared, not ${entries.length}`);
    return entry;
  };

  beforeAll(async () => {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(paths.sourceDir);
    await phonePhoto(join(paths.sourceDir, 'My Portrait.JPG'));
    const before = await sharp(join(paths.sourceDir, 'My Portrait.JPG')).metadata();
    expect(before.exif).toBeDefined(); // the test photo does carry location data
    ({ entries, placeless } = await preparePhotos(paths));
  }, 60_000);

  it('takes where it was taken and the camera out of the original itself, upright, before it can be committed, and says so', async () => {
    const original = await sharp(join(paths.sourceDir, 'My Portrait.JPG')).metadata();
    expect(original).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
    expect([original.exif, original.xmp, original.orientation]).toEqual([undefined, undefined, undefined]);
    expect(placelessLine(placeless, 'content/photos')).toBe(
      'where this photo was taken, and with which camera, is taken out of content/photos/My Portrait.JPG (the photo itself is as it was)',
    );
    expect((await preparePhotos(paths)).placeless).toEqual([]); // once
  });

  it('turns the photo upright and records its size, widths and average colour', () => {
    const entry = prepared();
    expect(entry).toMatchObject({ file: 'My Portrait.JPG', source: join(paths.sourceDir, 'My Portrait.JPG'), width: 800, height: 1200 });
    expect(entry.stem).toMatch(/^my-portrait-[0-9a-f]{10}$/);
    expect(entry.widths).toEqual(widthsFor(800));
    expect(Math.max(...entry.widths)).toBe(800);
    expect(entry.color).toMatch(/^#[0-9a-f]{6}$/);
    const manifest = JSON.parse(readFileSync(paths.manifestFile, 'utf8'));
    expect(manifest.sourceDir).toBe(paths.sourceDir);
    expect(manifest.photos['My Portrait.JPG']).toEqual(entry);
  });

  it('writes every width as AVIF and WebP, upright, with no metadata left (no location)', async () => {
    const entry = prepared();
    for (const width of entry.widths) {
      for (const format of ['avif', 'webp']) {
        const file = join(paths.targetDir, `${entry.stem}-${width}.${format}`);
        expect(existsSync(file)).toBe(true);
        const meta = await sharp(file).metadata();
        expect(meta).toMatchObject({ format: format === 'avif' ? 'heif' : 'webp', width });
        expect(meta.height).toBe(Math.round((width * 1200) / 800));
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
      }
    }
  });

  it('prepares a phone’s HEIC photo as any other, which sharp alone cannot decode', async () => {
    const heic = readFileSync('scripts/test/phone.heic'); // 160×120, HEVC, as heif-enc (libheif) writes a phone's
    await expect(sharp(heic).resize(8).toBuffer()).rejects.toThrow();
    const entry = await preparePhoto('scripts/test', 'phone.heic', paths.targetDir, paths.cacheDir);
    expect(entry).toMatchObject({ file: 'phone.heic', width: 160, height: 120 });
    expect(await sharp(join(paths.targetDir, `${entry.stem}-160.webp`)).metadata()).toMatchObject({ format: 'webp', width: 160 });
    // Converted once: its JPEG is kept with the photo's files, and read again the next time.
    expect((await sharp(join(paths.cacheDir, `${entry.stem}.jpg`)).metadata()).format).toBe('jpeg');
    expect(await preparePhoto('scripts/test', 'phone.heic', paths.targetDir, paths.cacheDir)).toEqual(entry);
    expect(await photoRefusal(heic)).toBeUndefined();
    expect(await photoRefusal(Buffer.from('ftypheic, but nothing of a photo'))).toBe(
      'This file is not a photo the site can use: choose a JPEG, PNG, WebP or a phone’s HEIC photo',
    );
  });

  it('leaves out a file that is no photo, naming it in one line; one that replaced a photo leaves the pages the photo it replaced', async () => {
    const portrait = prepared();
    writeFileSync(join(paths.sourceDir, 'broken.jpg'), 'not a photo');
    writeFileSync(join(paths.sourceDir, 'My Portrait.JPG'), '<html>a download that failed</html>');
    const { entries: after, unreadable } = await preparePhotos(paths);
    expect(unreadable.map(({ file, kept }) => [file, kept])).toEqual([
      ['My Portrait.JPG', true],
      ['broken.jpg', false],
    ]);
    expect(after).toEqual([portrait]);
    expect(existsSync(join(paths.targetDir, `${portrait.stem}-${portrait.widths[0]}.avif`))).toBe(true);
    expect(unreadableLine(unreadable[1]!, 'content/photos')).toBe(
      'content/photos/broken.jpg is not a photo the site can read (a JPEG, PNG, WebP or HEIC photo): it is left out; put a real photo there, or choose another one in the editor',
    );
    expect(unreadableLine(unreadable[0]!, 'content/photos')).toContain('the pages keep the photo it replaced');
  });

  it('refuses a photo of more pixels than the site takes from the size it states, before decoding it, HEIC or not, in the owner’s words', async () => {
    const { mkdirSync, rmSync } = await import('node:fs');
    const folder = { ...paths, sourceDir: join(dir, 'oversized') };
    mkdirSync(folder.sourceDir);
    const grid = heicStating(15_872, 16_384); // 260 megapixels: under sharp's own bound, over the site's
    writeFileSync(join(folder.sourceDir, 'grid.heic'), grid);
    writeFileSync(join(folder.sourceDir, 'wide.jpg'), await jpegStating(20_000, 5_001));
    const { entries: none, unreadable } = await preparePhotos(folder);
    expect(none).toEqual([]);
    expect(unreadable.map((photo) => unreadableLine(photo, 'content/photos'))).toEqual([
      'content/photos/grid.heic is 15,872 × 16,384 pixels, more than the site takes (100 megapixels; a phone’s photo is 12 to 48): it is left out; make it smaller, or choose another one in the editor',
      'content/photos/wide.jpg is 20,000 × 5,001 pixels, more than the site takes (100 megapixels; a phone’s photo is 12 to 48): it is left out; make it smaller, or choose another one in the editor',
    ]);
    expect(await photoRefusal(grid)).toBe(
      'This photo is 15,872 × 16,384 pixels, more than the site takes (100 megapixels; a phone’s photo is 12 to 48): make it smaller, or choose another photo',
    );
    expect(String(await photoRefusal(await jpegStating(10_000, 10_000)))).not.toContain('more than the site takes'); // the bound itself is taken
    rmSync(folder.sourceDir, { recursive: true });
  });
});
