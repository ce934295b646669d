import { expect, test } from './fixtures';

/** Brings each photo into view in turn until its fetch has started (a lazy photo's), then goes back to the top. */
export async function scrollThrough(page: import('@playwright/test').Page) {
  await page.evaluate(async () => {
    for (const img of document.querySelectorAll('img')) {
      img.scrollIntoView({ block: 'center' });
      for (let waited = 0; !img.currentSrc && waited < 2000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
}

/**
 * When the photos at `source` cannot load, each page keeps its layout (every photo's box the
 * same size as with the photo) and shows the alt text of every photo that has one.
 */
export function photosMayFail(source: RegExp, paths: string[]) {
  test.describe('when the photos cannot load', { tag: '@phone' }, () => {
    test.use({ expectedConsole: /Failed to load resource|ERR_FAILED|ERR_CONNECTION/ });

    for (const path of paths) {
      test(`${path} keeps its layout and shows the alt text`, async ({ page }) => {
        await page.goto(path);
        await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        const boxes = async () =>
          page.locator('main img').evaluateAll((imgs) =>
            imgs.map((img) => {
              const box = (img.parentElement ?? img).getBoundingClientRect();
              return [Math.round(box.width), Math.round(box.height)];
            }),
          );
        const heightWith = await page.evaluate(() => document.documentElement.scrollHeight);
        const withPhotos = await boxes();

        await page.route(source, (route) => route.abort('connectionrefused'));
        await page.reload();
        await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        expect(await boxes()).toEqual(withPhotos);
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(heightWith);
        const failed = await page.locator('main img').evaluateAll(
          (imgs, pattern) =>
            imgs
              .filter((img) => new RegExp(pattern).test((img as HTMLImageElement).currentSrc))
              .map((img) => ({
                alt: img.getAttribute('alt'),
                broken: (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0,
                color: getComputedStyle(img).color,
              })),
          source.source,
        );
        expect(failed.filter((img) => img.alt).length, 'a photo with alt text from that source').toBeGreaterThan(0);
        for (const img of failed) {
          expect(img.broken, `${img.alt}: did not load`).toBe(true);
          // The alt text stays readable: not hidden by a transparent text colour.
          if (img.alt) expect(img.color, img.alt).not.toBe('rgba(0, 0, 0, 0)');
        }
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      });
    }
  });
}
