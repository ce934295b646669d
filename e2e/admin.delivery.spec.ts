import { expect, test } from '@playwright/test';
import { served } from '../playwright.config';
import { watch } from './cms/cms.ts';

test.use({ baseURL: served.delivery }); // the all-services export (out-delivery/)

// The CMS at /admin on a build that names its repository (CMS_REPO, as the all-services build
// sets it): Decap's own login, under its own policy, with no console error and no CSP violation.

test('the CMS opens at /admin on its login screen, with no console error and no CSP violation', async ({ page }, { project }) => {
  test.skip(project.name !== 'desktop', 'the CMS is one page whatever the viewport');
  const problems = watch(page);
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Login with GitHub' })).toBeVisible();
  await expect(page).toHaveTitle('Edit the site');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  expect(problems).toEqual([]);
});
