/**
 * @jest-environment jsdom
 */
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { refreshPhotoList } from '#model/schema/podcast.ts';
import { photoStatusText, photosToPrepare, showPhotoStatus } from './photo-status';

// What the editor's CMS page says of the photos the owner uploads: which are being prepared, and when they are ready.

it('says which photos are being prepared and that pages show them as uploaded meanwhile, then that they are ready', () => {
  expect(photoStatusText({ preparing: ['team.jpg'], ready: [] })).toBe(
    'Preparing your photo team.jpg for the site. Until it is ready, pages show it as uploaded.',
  );
  expect(photoStatusText({ preparing: ['a.jpg', 'b.png', 'c.webp'], ready: [] })).toBe(
    'Preparing your photos a.jpg, b.png and c.webp for the site. Until they are ready, pages show them as uploaded.',
  );
  expect(photoStatusText({ preparing: [], ready: ['team.jpg'] })).toBe('Your photo team.jpg is ready on the site.');
  expect(photoStatusText({ preparing: [], ready: ['a.jpg', 'b.jpg'] })).toBe('Your photos a.jpg and b.jpg are ready on the site.');
  expect(photoStatusText({ preparing: [], ready: [] })).toBe('');
});

it('finds the photos a preparation makes ready: those the manifest lacks, or changed since it was written', () => {
  const root = mkdtempSync(join(tmpdir(), 'photo-status-'));
  const photos = join(root, 'content/photos');
  const manifest = join(root, '.photos/manifest.json');
  expect(photosToPrepare(photos, manifest)).toEqual([]);
  mkdirSync(photos, { recursive: true });
  mkdirSync(join(root, '.photos'));
  for (const file of ['old.jpg', 'replaced.jpg', 'new.jpg', 'notes.txt']) writeFileSync(join(photos, file), file);
  writeFileSync(manifest, JSON.stringify({ sourceDir: 'content/photos', photos: { 'old.jpg': {}, 'replaced.jpg': {} } }));
  const past = new Date(Date.now() - 60_000);
  for (const file of ['old.jpg', 'new.jpg']) utimesSync(join(photos, file), past, past);
  utimesSync(join(photos, 'replaced.jpg'), new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
  expect(photosToPrepare(photos, manifest)).toEqual(['new.jpg', 'replaced.jpg']);
  // The images the show's refresh wrote there are not his: never said to be his, being prepared.
  writeFileSync(join(photos, 'podcast-ep-003.jpg'), 'art');
  writeFileSync(join(photos, refreshPhotoList), JSON.stringify(['podcast-ep-003.jpg']));
  expect(photosToPrepare(photos, manifest)).toEqual(['new.jpg', 'replaced.jpg']);
});

describe('the CMS page’s line', () => {
  type Status = { preparing: string[]; ready: string[] };
  /** The line after `seconds` of the page's clock, the editor answering `status` (`atLoad` as the page loaded). */
  async function lineAfter(seconds: number, status: Status, atLoad: Status = { preparing: [], ready: [] }): Promise<HTMLElement> {
    document.body.innerHTML = '';
    jest.useFakeTimers();
    let reads = 0;
    Object.assign(globalThis, { fetch: jest.fn(async () => ({ json: async () => (reads++ ? status : atLoad) })) });
    showPhotoStatus('/admin/photo-status.json', photoStatusText);
    for (let elapsed = 0; elapsed <= seconds; elapsed += 1) await jest.advanceTimersByTimeAsync(1000);
    jest.useRealTimers();
    return document.querySelector<HTMLElement>('[role="status"]')!;
  }

  it('says a photo is ready, then fades, and says one is being prepared for as long as it is', async () => {
    const ready = { preparing: [], ready: ['team.jpg'] };
    expect((await lineAfter(3, ready)).hidden).toBe(false);
    expect((await lineAfter(14, ready)).hidden).toBe(true);
    expect((await lineAfter(30, { preparing: ['team.jpg'], ready: [] })).hidden).toBe(false);
  });

  it('says nothing of a photo made ready before the page loaded: no line over the lower left at every load', async () => {
    const ready = { preparing: [], ready: ['team.jpg'] };
    expect((await lineAfter(3, ready, ready)).hidden).toBe(true);
  });
});
