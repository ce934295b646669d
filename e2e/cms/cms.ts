// The CMS's own UI as the owner uses it, for the editing journeys (e2e/cms/).
import { expect, type Page } from '@playwright/test';

/** Problems the page reports: console errors and warnings, uncaught errors, CSP violations. */
export function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => console.error(`CSP: ${event.violatedDirective} ${event.blockedURI}`));
  });
  return problems;
}

/** Opens a data file in the CMS, logged in to the local backend (once per test: the CMS remembers it). */
export async function openEntry(page: Page, name: string) {
  await page.goto('about:blank'); // a fresh load: from another entry, only the hash would change
  await page.goto(`/admin.html#/collections/content/entries/${name}`);
  const login = page.getByRole('button', { name: 'Login' });
  const publish = page.getByRole('button', { name: 'Publish' });
  await expect(login.or(publish)).toBeVisible();
  if (await login.isVisible()) await login.click();
  await expect(publish).toBeVisible();
}

/** Publishes the open entry (Decap's simple workflow: the site changes on the next build). */
export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
}
