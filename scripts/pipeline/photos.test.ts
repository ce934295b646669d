/** @jest-environment node */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { heicStating, jpegStating } from '../test/oversized-photos.ts';
import decodeHeic from 'heic-decode';
import { placeKeptWords } from '#model/schema/cms.ts';
import { heicWithPlace, placeWords } from '../test/heic-with-place.ts';
import { placelessLine, placesRemoved, withoutPlace } from './photo-place.ts';
import { photoRefusal, preparePhoto, preparePhotos, unreadableLine, widthsFor } from './photos.ts';
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

describe('a phone’s HEIC copied in by hand, not through the editor', () => {
  it('loses where it was taken, its camera and serial, in place: still a HEIC, the same picture, the same size, every other byte as it was', async () => {
    const original = await heicWithPlace();
    for (const words of [placeWords.model, placeWords.serial]) expect(original.toString('latin1')).toContain(words);
    const clean = await withoutPlace(original);
    expect(clean.length).toBe(original.length);
    for (const words of [placeWords.model, placeWords.serial, 'Apple']) expect(clean.toString('latin1')).not.toContain(words);
    // 51°30′26″N as the EXIF's rationals: 51/1, 30/1, 26/1.
    const latitude = Buffer.from([0, 0, 0, 51, 0, 0, 0, 1, 0, 0, 0, 30, 0, 0, 0, 1, 0, 0, 0, 26, 0, 0, 0, 1]);
    expect(original.includes(latitude)).toBe(true);
    expect(clean.includes(latitude)).toBe(false);
    const changed = [...original].flatMap((byte, index) => (byte === clean[index] ? [] : [index]));
    expect(changed.length).toBeGreaterThan(0);
    expect(Math.min(...changed)).toBeGreaterThan(readFileSync(new URL('../test/phone.heic', import.meta.url)).length); // only the EXIF's bytes, after the picture's
    const pixels = async (bytes: Buffer) => {
      const images = await decodeHeic.all({ buffer: bytes });
      try {
        return await images[0]!.decode();
      } finally {
        images.dispose();
      }
    };
    const [before, after] = await Promise.all([pixels(original), pixels(clean)]);
    expect([after.width, after.height]).toEqual([before.width, before.height]);
    expect(Buffer.from(after.data).equals(Buffer.from(before.data))).toBe(true);
    expect(await withoutPlace(clean)).toBe(clean); // once: a cleaned HEIC is left as it is
  });

  it('is cleaned in content/photos by the build’s first step, and named in its line', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'heic-'));
    writeFileSync(join(dir, 'IMG_0001.HEIC'), await heicWithPlace());
    expect(await placesRemoved(dir)).toEqual(['IMG_0001.HEIC']);
    expect(readFileSync(join(dir, 'IMG_0001.HEIC')).toString('latin1')).not.toContain(placeWords.model);
  });

  it('is refused, never sent as it is, where its items cannot be read', async () => {
    const broken = await heicWithPlace();
    broken.writeUInt32BE(0xffff, 28); // the meta box now claims more bytes than the file has
    await expect(withoutPlace(broken)).rejects.toThrow(placeKeptWords);
  });
});
