import { expect, isPhone, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
});

function social(page: import('@playwright/test').Page, name: string) {
  return page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) });
}

function bubble(page: import('@playwright/test').Page, text: string) {
  return page.getByRole('main').getByText(text, { exact: true });
}

test('hovering an icon link shows its name after the open delay, moving on shows the next at once', async ({ page }) => {
  test.skip(isPhone(page), 'no hover on a touch screen');
  await social(page, 'LinkedIn').hover();
  await page.waitForTimeout(400);
  await expect(bubble(page, 'LinkedIn')).toBeHidden();
  await expect(bubble(page, 'LinkedIn')).toBeVisible({ timeout: 1500 });

  await social(page, 'Instagram').hover();
  await expect(bubble(page, 'LinkedIn')).toBeHidden();
  // Within the skip delay the next one opens without waiting 700 ms again.
  await expect(bubble(page, 'Instagram')).toBeVisible({ timeout: 250 });

  await page.keyboard.press('Escape');
  await expect(bubble(page, 'Instagram')).toBeHidden();
});

test('keyboard focus shows the tooltip after the delay and Escape dismisses it', async ({ page }) => {
  await social(page, 'YouTube').focus();
  await page.waitForTimeout(400);
  await expect(bubble(page, 'YouTube')).toBeHidden();
  await expect(bubble(page, 'YouTube')).toBeVisible({ timeout: 1500 });
  await page.keyboard.press('Escape');
  await expect(bubble(page, 'YouTube')).toBeHidden();
  await expect(social(page, 'YouTube')).toBeFocused();
});

test('every icon-only link carries its name for assistive technology', async ({ page }) => {
  for (const name of ['LinkedIn', 'X (Twitter)', 'Instagram', 'YouTube']) {
    await expect(page.getByRole('main').getByRole('link', { name: `${name} (opens in a new tab)` })).toBeVisible();
  }
});
