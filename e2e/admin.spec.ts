import { expect, test } from '@playwright/test';
import { routes } from '../content/routes.ts';

// The CMS at /admin, as the live site serves it (the GitHub backend; the editing itself is
// proven against the local backend in e2e/cms/). A plain Playwright test: the CMS is no page of
// the site, so the site's fixtures (hydration, stock photos) do not apply.

test('the CMS opens at /admin on its login screen, with no console error and no CSP violation', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible();
  await expect(page).toHaveTitle('Edit the site');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect(problems).toEqual([]);
});

test('no page of the site loads or links to the CMS, and their policies stay strict', async ({ page }) => {
  for (const { path } of routes) {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const response = await page.goto(path);
    const html = (await response?.text()) ?? '';
    expect(html, path).not.toMatch(/\/admin|decap/i);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((p) => p.startsWith('/admin')), path).toEqual([]);
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).not.toHaveAttribute('content', /unsafe-eval/);
    page.removeAllListeners('request');
  }
});
