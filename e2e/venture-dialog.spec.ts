import type { Locator, Page } from '@playwright/test';
import { readContent } from '#model/readContent.ts';
import { expect, holdScripts, test } from './fixtures';

const { ventures } = readContent('ventures');
const [first] = ventures;
const withSite = ventures.find((v) => v.website);

/** Each way a visitor opens a venture dialog: the whole card on Home, 'Learn More' on /ventures. */
const openers: { name: string; path: string; trigger: (page: Page) => Locator; dialogName: string }[] = [
  {
    name: 'home card',
    path: '/',
    trigger: (page) => page.locator('#ventures').getByRole('button', { name: first!.name, exact: true }),
    dialogName: first!.name,
  },
  {
    name: 'ventures Learn More',
    path: '/ventures',
    trigger: (page) => page.getByRole('button', { name: `Learn More about ${withSite!.name}` }),
    dialogName: withSite!.name,
  },
];

// What the dialog does once open is the one Dialog component's (components/Dialog), whichever
// button opened it: a journey each, from the home card. Where focus returns is the opener's: below, from each.
test.describe('the venture dialog, open', () => {
  const opener = openers[0]!;
  test.beforeEach(async ({ page }) => {
    await page.goto(opener.path);
    await opener.trigger(page).click();
  });

  test('is a labelled modal that takes focus and keeps Tab and Shift+Tab inside', async ({ page }) => {
    const dialog = page.getByRole('dialog', { name: opener.dialogName });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
  });

  test('the page behind does not scroll while it is open', { tag: '@phone' }, async ({ page }) => {
    await expect(page.getByRole('dialog', { name: opener.dialogName })).toBeVisible();
    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.move(5, 5);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('PageDown');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  });
});

for (const opener of openers) {
  test.describe(`venture dialog from the ${opener.name}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(opener.path);
    });

    test('Escape, Close and a click on the backdrop each close it, focus returning to what opened it; a click inside does not', async ({ page }) => {
      const trigger = opener.trigger(page);
      const dialog = page.getByRole('dialog', { name: opener.dialogName });
      await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
      await trigger.click();
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      await trigger.click();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();

      await trigger.click();
      await dialog.getByRole('heading', { name: opener.dialogName }).click();
      await expect(dialog).toBeVisible();
      const box = await dialog.boundingBox();
      expect(box).not.toBeNull();
      // Above the dialog box, on the backdrop.
      await page.mouse.click(box!.x + box!.width / 2, Math.max(2, box!.y - 8));
      await expect(dialog).toBeHidden();
    });
  });
}

// The platform opens and closes the dialog (`command`/`commandfor`, `<form method="dialog">`):
// it works from the HTML alone, before the scripts arrive (docs/decisions/0002-works-before-hydration.md).
test.describe('venture dialog before the scripts run', () => {
  test.use({ awaitHydration: false });

  test('opens from its button, and closes from Close and from Escape, with the scripts held back', async ({ page }) => {
    await holdScripts(page); // never released
    await page.goto('/ventures', { waitUntil: 'domcontentloaded' });
    const trigger = page.getByRole('button', { name: `Learn More about ${withSite!.name}` });
    const dialog = page.getByRole('dialog', { name: withSite!.name });
    await trigger.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test('status badges say their status in words, in green, blue and amber', async ({ page }) => {
  await page.goto('/ventures');
  const legend = page.getByRole('list', { name: 'Status:' });
  const colours = await legend.getByRole('listitem').evaluateAll((items) => items.map((item) => getComputedStyle(item.firstElementChild!).color));
  expect(colours).toEqual(['rgb(20, 83, 45)', 'rgb(30, 58, 138)', 'rgb(120, 53, 15)']);
});
