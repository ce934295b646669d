import { readContent } from '#model/readContent.ts';
import { routes } from '#model/routes.ts';
import { served } from '../playwright.config';
import { isPhoto } from '../scripts/tools/photo-urls.ts';
import { expect, test } from './fixtures';
import { scrollThrough } from './photoJourneys';

// Each photo's srcset offers the widths its slot needs on real screens (components/Photo);
// the browser then fetches one that covers the photo's drawn size × the screen's density (for
// the hero under its scrim, the size its slot asks, half the width on a phone), and not a
// larger one than the next that does.
// Each on the stock photos (out/) and on the owner's own (out-delivery/), at both sizes.

for (const [photos, baseURL] of [
  ['the stock photos', served.site],
  ['the owner’s photos', served.delivery],
] as const) {
  test.describe(photos, () => {
    test.use({ baseURL });

    // Every page in one journey, as the server sent it: the photos' sizes are the HTML's and the
    // held photos' own inline scripts', not the page's code.
    test.describe(() => {
      test.use({ awaitHydration: false });
      test('on every page, every photo fetched covers its drawn size × density, without a needlessly larger file', async ({ page }) => {
        for (const { path } of routes) {
          await page.goto(path);
          await scrollThrough(page);
          const photos = page.locator('img[srcset]');
          await expect.poll(() => photos.evaluateAll((imgs) => imgs.every((img) => (img as HTMLImageElement).complete))).toBe(true);
          const checks = await photos.evaluateAll((imgs) =>
            imgs.map((element) => {
              const img = element as HTMLImageElement;
              // An owner's photo offers AVIF first, in a <picture>; a browser that takes it fetches from there.
              const avif = img.parentElement?.querySelector<HTMLSourceElement>('source[type="image/avif"]')?.srcset;
              const srcset = avif && img.currentSrc.endsWith('.avif') ? avif : img.srcset;
              const scale = / \d+w(,|$)/.test(srcset) ? 'w' : 'x';
              const candidates = srcset.split(', ').map((entry) => {
                const [url, descriptor] = entry.split(' ');
                return { url: new URL(url!, location.href).href, value: Number.parseFloat(descriptor!) };
              });
              // The width `sizes` gives at this viewport: its first entry whose media condition holds.
              const askedWidth = () => {
                const asked = img.sizes
                  .split(',')
                  .map((entry) => /^(\(.+\))?\s*(\S+)$/.exec(entry.trim())!)
                  .find(([, condition]) => !condition || matchMedia(condition).matches)![2]!;
                const probe = document.body.appendChild(Object.assign(document.createElement('div'), { style: `position:absolute;width:${asked}` }));
                const width = probe.getBoundingClientRect().width;
                probe.remove();
                return width;
              };
              // The hero (decorative, under its scrim) asks on a phone for less than it draws (lib/photos/slots.ts): what it asks; any other, what it draws.
              const drawn = img.alt === '' && scale === 'w' ? askedWidth() : img.getBoundingClientRect().width;
              const need = scale === 'w' ? drawn * devicePixelRatio : devicePixelRatio;
              const chosen = candidates.findIndex((c) => c.url === img.currentSrc);
              const covering = candidates.findIndex((c) => c.value >= need - 0.5);
              return {
                alt: img.alt,
                need: Math.round(need * 100) / 100,
                chosen,
                covering: covering === -1 ? candidates.length - 1 : covering,
                values: candidates.map((c) => c.value),
              };
            }),
          );
          expect(checks.length, path).toBeGreaterThan(0);
          for (const check of checks) {
            expect(check.chosen, `${path}, ${check.alt || 'hero'}: fetched one of its candidates ${JSON.stringify(check)}`).toBeGreaterThanOrEqual(0);
            expect(check.chosen, `${path}, ${check.alt || 'hero'}: covers ${check.need} ${JSON.stringify(check)}`).toBeGreaterThanOrEqual(check.covering);
            expect(check.chosen - check.covering, `${path}, ${check.alt || 'hero'}: no more than one step larger ${JSON.stringify(check)}`).toBeLessThanOrEqual(
              1,
            );
          }
        }
      });
    });

    // Chromium would start a lazy photo well before it is in view; the page holds each back until
    // it is (scripts/pipeline/postbuild/hold-photos.ts), so the first screen's photo has the connection to itself.
    // At the phone size alone: the phone project's (no page is opened at the desktop size).
    test.describe(() => {
      test.skip(({ isMobile }) => !isMobile, 'a phone’s first screen');
      test("/: on a phone, only the first screen's photo is fetched on load; the portrait when scrolled to", async ({ page }) => {
        const photos: string[] = [];
        page.on('request', (request) => {
          if (isPhoto(request.url())) photos.push(request.url());
        });
        await page.goto('/');
        await page.waitForLoadState('networkidle');
        const hero = await page.locator('img[loading="eager"]').evaluate((img: HTMLImageElement) => img.currentSrc);
        expect(photos).toEqual([hero]);

        const portrait = page.getByRole('img', { name: readContent('home').about.image.alt });
        await portrait.scrollIntoViewIfNeeded();
        await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        expect(photos).toHaveLength(2);
        expect(photos[1]).toBe(await portrait.evaluate((img: HTMLImageElement) => img.currentSrc));
      });
    });
  });
}
