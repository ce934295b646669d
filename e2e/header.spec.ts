import type { Page } from '@playwright/test';
import { constants } from '#model/constants.ts';
import { expect, holdScripts, isPhone, test } from './fixtures';

const threshold = constants.headerScrollThreshold;
const transparent = 'rgba(0, 0, 0, 0)';
const white = 'rgb(255, 255, 255)';
/** No shadow: `none`, or where the browser's scroll-driven change has it (Header.css.ts), a shadow of nothing. */
const noShadow = /^(none|rgba\(0, 0, 0, 0\) 0px 0px 0px 0px)$/;

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(y);
}

function header(page: Page) {
  return page.getByRole('banner');
}

test.describe('scroll-aware header', () => {
  test(`is transparent at ${threshold} px, solid at ${threshold + 1} px, transparent again at 0`, async ({ page }) => {
    await page.goto('/');
    await expect(header(page)).toHaveCSS('background-color', transparent);
    await scrollToY(page, threshold);
    await expect(header(page)).toHaveCSS('background-color', transparent);
    await expect(header(page)).toHaveCSS('box-shadow', noShadow);
    await scrollToY(page, threshold + 1);
    await expect(header(page)).toHaveCSS('background-color', white);
    await expect(header(page)).not.toHaveCSS('box-shadow', noShadow);
    await scrollToY(page, 0);
    await expect(header(page)).toHaveCSS('background-color', transparent);
  });

  test.describe('before its code arrives', () => {
    test.use({ awaitHydration: false });

    test('turns solid past the threshold and back, with the scripts held on their way', async ({ page }) => {
      await holdScripts(page); // never released
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      for (const [y, colour] of [
        [threshold, transparent],
        [threshold + 1, white],
        [600, white],
        [0, transparent],
      ] as const) {
        await scrollToY(page, y);
        await expect(header(page)).toHaveCSS('background-color', colour);
        if (colour === white) await expect(header(page)).not.toHaveCSS('box-shadow', noShadow);
        else await expect(header(page)).toHaveCSS('box-shadow', noShadow);
      }
      expect(await header(page).evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')))).toBe(false);
    });
  });

  test('is solid straight after a reload mid-page', async ({ page }) => {
    await page.goto('/about');
    await scrollToY(page, 600);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(threshold);
    await expect(header(page)).toHaveCSS('background-color', white);
  });

  test('starts transparent at the top of the next page a link leads to', async ({ page }) => {
    await page.goto('/');
    await scrollToY(page, 400);
    await expect(header(page)).toHaveCSS('background-color', white);
    await page.locator('#contact-cta').getByRole('link', { name: 'Explore Services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(header(page)).toHaveCSS('background-color', transparent);
  });
});

test.describe('phone menu', { tag: '@phone' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'the links collapse only below the desktop breakpoint');

  test('a toggle named "Menu" shows and hides the links', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /menu/i });
    const panelId = await toggle.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: 'Ventures' })).toBeVisible();
    await expect(header(page)).toHaveCSS('background-color', white);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('clicking a link closes it', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /menu/i });
    await toggle.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ventures' }).click();
    await expect(page).toHaveURL(/\/ventures$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ventures' })).toBeHidden();
  });

  test('Escape closes it and returns focus to the toggle', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: /menu/i });
    await toggle.click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test('desktop shows the links inline with no toggle', async ({ page }) => {
  test.skip(isPhone(page), 'desktop only');
  await page.goto('/');
  await expect(page.getByRole('button', { name: /menu/i })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' })).toBeVisible();
});

test('the current page is marked in the navigation', async ({ page }) => {
  await page.goto('/ventures');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.locator('[aria-current="page"]')).toHaveText('Ventures');
});

test.describe('phone menu before the scripts run', { tag: '@phone' }, () => {
  test.use({ awaitHydration: false, expectedConsole: /Failed to load resource/ });
  test.skip(({ isMobile }) => !isMobile, 'the links collapse only below the desktop breakpoint');

  for (const scripts of ['late', 'failed'] as const) {
    test(`works from the HTML alone when the scripts are ${scripts}: open, read, navigate`, async ({ page }) => {
      if (scripts === 'late')
        await holdScripts(page); // and never released
      else await page.route(/\/_next\/static\/.+\.js$/, (route) => route.abort());
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      const nav = page.getByRole('navigation', { name: 'Main' });
      const toggle = nav.getByRole('button', { name: /menu/i });
      await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeHidden();
      await toggle.click();
      await expect(nav.getByRole('link', { name: 'About', exact: true })).toBeVisible();
      await expect(header(page)).toHaveCSS('background-color', white);
      await nav.getByRole('link', { name: 'About', exact: true }).click();
      await expect(page).toHaveURL(/\/about$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true })).toBeHidden();
    });
  }
});
