import { expect, isFullyOpaque, test } from './fixtures';

test.describe('before any script runs', () => {
  test.use({ expectedConsole: /net::ERR_FAILED|Failed to load resource/, awaitHydration: false });

  test('the hero text is fully visible', async ({ page }) => {
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await page.goto('/');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    expect(await isFullyOpaque(h1)).toBe(true);
  });
});

test('the hero text fades in after the page appears and ends fully visible', async ({ page }) => {
  await page.addInitScript(() => {
    // Count every opacity animation the page starts, however quickly it ends.
    const counter = window as unknown as { fades: number };
    counter.fades = 0;
    const original = Element.prototype.animate;
    Element.prototype.animate = function (keyframes, options) {
      if (JSON.stringify(keyframes).includes('opacity')) counter.fades += 1;
      return original.call(this, keyframes, options);
    };
  });
  await page.goto('/');
  await expect.poll(() => page.evaluate(() => (window as unknown as { fades: number }).fades)).toBeGreaterThan(0);
  await expect.poll(() => isFullyOpaque(page.getByRole('heading', { level: 1 }))).toBe(true);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero text appears at once, with no animation', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isFullyOpaque(page.getByRole('heading', { level: 1 }))).toBe(true);
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });
});
