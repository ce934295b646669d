import { unbuiltPaths } from '#model/routes.ts';
import { expect, test } from './fixtures';

const unknownPaths = [...unbuiltPaths, '/no-such-page', '/about/deeper/still', '/services/ma'];

test('every unknown path shows the not-found page with status 404, logs the path, and leads home', async ({ page }) => {
  for (const path of unknownPaths) {
    const logged = page.waitForEvent('console', (message) => message.type() === 'log' && message.text().includes(path));
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await logged;
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  }
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the header and footer links with no page land on the not-found page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
});
