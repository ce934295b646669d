import type { Page } from '@playwright/test';
import { expect, holdScripts, isPhone, test, waitForHydration } from './fixtures';

interface Timings {
  /** When each tooltip text became visible, by page clock. */
  shown: Record<string, number>;
  /** When the pointer entered / focus reached each link, by page clock. */
  entered: Record<string, number>;
}

/**
 * Records, by the page's own clock, when a link is entered or focused and when its tooltip
 * shows, so the delays are measured exactly however busy the machine is.
 */
async function recordTimings(page: Page) {
  await page.evaluate(() => {
    const timings: Timings = { shown: {}, entered: {} };
    (window as unknown as { timings: Timings }).timings = timings;
    const nameOf = (el: Element | null) => el?.closest('a')?.getAttribute('aria-label')?.split(' (')[0];
    for (const type of ['pointerover', 'focusin']) {
      document.addEventListener(
        type,
        (event) => {
          const name = nameOf(event.target as Element);
          if (name && !(name in timings.entered)) timings.entered[name] = performance.now();
        },
        true,
      );
    }
    new MutationObserver((records) => {
      for (const record of records) {
        const el = record.target as HTMLElement;
        if (record.attributeName === 'hidden' && !el.hidden && el.textContent) timings.shown[el.textContent] = performance.now();
      }
    }).observe(document.body, { attributes: true, attributeFilter: ['hidden'], subtree: true });
  });
}

async function delay(page: Page, name: string) {
  return page.evaluate((n) => {
    const { shown, entered } = (window as unknown as { timings: Timings }).timings;
    return (shown[n] ?? NaN) - (entered[n] ?? NaN);
  }, name);
}

function social(page: Page, name: string) {
  return page.getByRole('main').getByRole('link', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });
}

function bubble(page: Page, text: string) {
  return page.getByRole('main').getByText(text, { exact: true });
}

test.beforeEach(async ({ page, awaitHydration }) => {
  if (!awaitHydration) return;
  await page.goto('/contact');
  await page.waitForLoadState('networkidle');
  await recordTimings(page);
});

test('hovering an icon link shows its name after 700 ms; moving straight to the next shows it at once', async ({ page }) => {
  test.skip(isPhone(page), 'no hover on a touch screen');
  await social(page, 'LinkedIn').hover();
  await expect(bubble(page, 'LinkedIn')).toBeVisible({ timeout: 2000 });
  expect(await delay(page, 'LinkedIn')).toBeGreaterThanOrEqual(690);
  expect(await delay(page, 'LinkedIn')).toBeLessThan(1200);

  await social(page, 'Instagram').hover();
  await expect(bubble(page, 'LinkedIn')).toBeHidden();
  await expect(bubble(page, 'Instagram')).toBeVisible();
  // Within the 300 ms skip delay the next tooltip does not wait 700 ms again.
  expect(await delay(page, 'Instagram')).toBeLessThan(300);

  await page.keyboard.press('Escape');
  await expect(bubble(page, 'Instagram')).toBeHidden();
});

test('keyboard focus shows the tooltip after 700 ms and Escape dismisses it', async ({ page }) => {
  await social(page, 'YouTube').focus();
  await expect(bubble(page, 'YouTube')).toBeVisible({ timeout: 2000 });
  expect(await delay(page, 'YouTube')).toBeGreaterThanOrEqual(690);
  await page.keyboard.press('Escape');
  await expect(bubble(page, 'YouTube')).toBeHidden();
  await expect(social(page, 'YouTube')).toBeFocused();
});

test('every icon-only link carries its name for assistive technology', async ({ page }) => {
  for (const name of ['LinkedIn', 'X (Twitter)', 'Instagram', 'YouTube']) {
    await expect(page.getByRole('main').getByRole('link', { name: `${name} (opens in a new tab)` })).toBeVisible();
  }
});

// The code comes on the visitor's first intent, here the move onto the link itself.
test.describe('before the code arrives', () => {
  test.use({ awaitHydration: false });

  test('a pointer already resting on an icon link when the code comes gets its name shown', async ({ page }) => {
    test.skip(isPhone(page), 'hover is the desktop pointer’s');
    const release = await holdScripts(page);
    await page.goto('/contact', { waitUntil: 'domcontentloaded' });
    await social(page, 'LinkedIn').hover();
    await expect(bubble(page, 'LinkedIn')).toBeHidden();
    release();
    await waitForHydration(page);
    await expect(bubble(page, 'LinkedIn')).toBeVisible({ timeout: 2000 });
  });
});
