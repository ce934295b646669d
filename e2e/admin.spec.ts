import { expect, test } from '@playwright/test';
import { watch } from './cms/cms.ts';

// The CMS at /admin, as the live site serves it (the GitHub backend; the editing itself is
// proven against the local backend in e2e/cms/; its login on a build that names the repository,
// in admin.delivery.spec.ts; that no page links or loads it, in tests/exports/site.export.test.ts). A plain Playwright test: the CMS is no page of the site, so the
// site's fixtures (hydration, stock photos) do not apply.

test('where the build does not know the repository, /admin says what to set and loads no editor', async ({ page }) => {
  const problems = watch(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The editor is not connected to your site yet');
  await expect(page.getByText(/add the variable CMS_REPO with the repository's name/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect(requests.filter((path) => path.startsWith('/admin/'))).toEqual([]);
  expect(problems).toEqual([]);
});
