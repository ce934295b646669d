import sharp from 'sharp';
import { served } from '../playwright.config';
import { expect, test } from './fixtures';
import { photosMayFail, scrollThrough } from './photoJourneys';

test.use({ baseURL: served.delivery }); // the all-services export (out-delivery/), whose photos are the owner's

// The owner's own photos, on the build that has sample files in place of the stock portrait
// and heroes (the all-services build, `npm run build:delivery`): what a visitor's browser fetches and sees.

const local = /\/photos\/[^/]+\.(avif|webp)$/;

test('the portrait arrives upright, as AVIF, with no metadata (no location), never as the original', async ({ page, request }) => {
  const fetched: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/photos/')) fetched.push(response.url());
  });
  await page.goto('/');
  await scrollThrough(page);
  const portrait = page.getByRole('img', { name: 'Portrait of OJ in a dark suit' });
  await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  // Stored sideways by the camera (EXIF orientation 6): upright means taller than wide.
  const natural = await portrait.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight, img.currentSrc]);
  expect(natural[0]).toBeLessThan(Number(natural[1]));
  expect(String(natural[2])).toMatch(/\.avif$/);

  expect(fetched.length).toBeGreaterThanOrEqual(2); // the hero and the portrait
  for (const url of fetched) {
    expect(url).toMatch(local);
    const response = await request.get(url);
    expect(response.headers()['content-type']).toBe('image/avif');
    const meta = await sharp(await response.body()).metadata();
    expect([url, meta.exif, meta.orientation, meta.xmp]).toEqual([url, undefined, undefined, undefined]);
  }
  expect((await request.get('/photos/portrait.jpg')).status()).toBe(404);
});

test('a photo file is cached for a year (its name changes with its content); the page is not', async ({ page, request }) => {
  await page.goto('/');
  const hero = await page.locator('img[loading="eager"]').evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(hero).toMatch(local);
  expect((await request.get(hero)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await request.get('/')).headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
});

// Home's full-bleed hero, and /about's page hero, the one the other pages share
// (components/PageHero); that every page's HTML preloads its hero as its priority says is read
// from the export (tests/exports/crawlers.export.test.ts). At the phone size too on home, whose
// hero and portrait a phone sizes differently (playwright.config.ts).
for (const path of ['/', '/about']) {
  test(
    `${path}: the first screen's photo is the first photo fetched, as AVIF, preloaded from <head> where it is the largest paint`,
    { tag: path === '/' ? '@phone' : [] },
    async ({ page }) => {
      const photos: string[] = [];
      page.on('request', (request) => {
        if (local.test(request.url())) photos.push(request.url());
      });
      await page.goto(path);
      const hero = page.locator('img[loading="eager"]');
      const avif = await page.locator('picture:has(img[loading="eager"]) source[type="image/avif"]').getAttribute('srcset');
      const preload = page.locator('head link[rel="preload"][as="image"][type="image/avif"]');
      if (path === '/') {
        // Home's photo fills the first screen behind its heading, the largest paint: it comes after the text and font.
        await expect(hero).toHaveAttribute('fetchpriority', 'low');
        await expect(preload).toHaveCount(0);
      } else {
        await expect(hero).toHaveAttribute('fetchpriority', 'high');
        await expect(preload).toHaveAttribute('fetchpriority', 'high');
        expect(await preload.getAttribute('imagesrcset')).toBe(avif);
      }
      expect(photos[0]).toBe(await hero.evaluate((img: HTMLImageElement) => img.currentSrc));
      expect(photos[0]).toMatch(/\.avif$/);
    },
  );

  test(
    `${path}: photos that arrive late move nothing, and their boxes show the photo's colour meanwhile`,
    { tag: path === '/' ? '@phone' : [] },
    async ({ page }) => {
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(local, async (route) => {
        await released;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'domcontentloaded' });
      const hero = page.locator('img[loading="eager"]');
      await expect(hero).toBeVisible();
      expect(await hero.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
      expect(await hero.evaluate((img) => getComputedStyle(img).backgroundColor)).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
      release();
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const shift = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) => {
              resolve(list.getEntries().reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0));
            }).observe({ type: 'layout-shift', buffered: true });
            setTimeout(() => resolve(0), 500);
          }),
      );
      expect(shift).toBe(0);
    },
  );
}

// The home page: its hero, and the portrait (the one owner's photo with alt text).
photosMayFail(local, ['/']);
