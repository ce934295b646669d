import type { Page } from '@playwright/test';
import { effectiveOpacity, expect, isFullyOpaque, test, timedAnimations } from './fixtures';

// The home hero's entrance is a CSS keyframe that starts with the first paint from a readable
// state: no frame may ever show the headline less visible than an earlier one (a "blink").

/**
 * Samples the h1's effective opacity (as `effectiveOpacity` in the fixtures, but in the page,
 * where it can run every frame) on `window.heroOpacity`.
 */
function startSampling() {
  const samples: number[] = [];
  Object.assign(window, { heroOpacity: samples });
  const sample = () => {
    const h1 = document.querySelector('h1');
    if (h1) {
      let opacity = 1;
      for (let node: Element | null = h1; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
      samples.push(opacity);
    }
    if (!('stopSampling' in window)) requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

async function samplesAfter(page: Page, ms: number): Promise<number[]> {
  await page.waitForTimeout(ms);
  return page.evaluate(() => {
    Object.assign(window, { stopSampling: true });
    return (window as unknown as { heroOpacity: number[] }).heroOpacity;
  });
}

/** Never less visible than a frame before, readable from the first frame, fully visible at the end. */
function expectNoBlink(samples: number[]) {
  expect(samples.length).toBeGreaterThan(20);
  expect(samples[0]).toBeGreaterThanOrEqual(0.5);
  samples.forEach((opacity, frame) => {
    if (frame > 0) expect(opacity, `frame ${frame} of ${samples.map((o) => o.toFixed(2)).join(' ')}`).toBeGreaterThanOrEqual(samples[frame - 1]! - 1e-6);
  });
  expect(samples.at(-1)).toBe(1);
}

test('with JavaScript, the hero text never loses visibility from the first frame to 2 s after load, and ends fully visible', async ({ page }) => {
  await page.addInitScript(startSampling);
  await page.goto('/'); // waits for hydration too, which once hid the text for a fade
  const samples = await samplesAfter(page, 2000);
  expectNoBlink(samples);
  expect(samples.some((opacity) => opacity < 1)).toBe(true); // the entrance did play
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the hero text plays the same entrance and never loses visibility', async ({ page }) => {
    // No page script runs, so no frame callback either: the test reads the opacity itself, as
    // fast as it can, from the first moment the heading exists until 2 s after load (and at
    // least as many times as a frame callback would have, however busy the machine is).
    await page.goto('/', { waitUntil: 'commit' });
    const h1 = page.getByRole('heading', { level: 1 });
    const samples: number[] = [];
    let loadedAt = Number.POSITIVE_INFINITY;
    void page.waitForLoadState('load').then(() => (loadedAt = Date.now()));
    while (Date.now() < loadedAt + 2000 || samples.length <= 20) samples.push(await effectiveOpacity(h1));
    expectNoBlink(samples);
  });
});

test.describe('before any script runs', () => {
  test.use({ expectedConsole: /net::ERR_FAILED|Failed to load resource/, awaitHydration: false });

  test('the hero text is fully visible once its entrance ends', async ({ page }) => {
    await page.route(/\/_next\/static\/chunks\/.*\.js$/, (route) => route.abort());
    await page.goto('/');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    await expect.poll(() => isFullyOpaque(h1)).toBe(true);
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the hero text appears at once, with no animation', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await isFullyOpaque(page.getByRole('heading', { level: 1 }))).toBe(true);
    expect(await timedAnimations(page)).toBe(0);
  });
});
