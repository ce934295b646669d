import { readContent } from '#model/readContent.ts';
import { routes } from '#model/routes.ts';
import { imageHost } from '#model/seo.ts';
import { expect, test } from './fixtures';

// The default build (out/): with none of the owner's services set, the site is the
// specification's. No request of its own beyond its files and the stock photos, no statistics
// code in any page, /privacy not found and not in the sitemap, no booking link, and the three
// episodes of the podcast data file.

test('no page sends anything anywhere, and no page carries statistics code', async ({ page }) => {
  const origins = new Set<string>();
  // The scripts' addresses as they load, their code fetched again at the end: a page's body
  // is gone from the browser once it has navigated away.
  const scripts = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  for (const path of [...routes.map((route) => route.path), '/no-such-page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.goto('/');
  await page.getByRole('link', { name: 'Book Me' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.waitForLoadState('networkidle');
  expect([...origins].sort()).toEqual([new URL(page.url()).origin, imageHost].sort());
  const code = await Promise.all([...scripts].map(async (url) => (await page.request.get(url)).text()));
  expect(code.length).toBeGreaterThan(0);
  expect(code.filter((text) => /plausible/i.test(text))).toEqual([]);
  const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  expect(policy).toContain("connect-src 'self';");
});

test('/privacy is the not-found page and the sitemap leaves it out; the contact page has no booking link', async ({ page, request }) => {
  expect((await request.get('/privacy')).status()).toBe(404);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/privacy');
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Book a call' })).toHaveCount(0);
  await page.goto('/');
  await expect(page.locator('#podcast').getByRole('heading', { level: 3 })).toHaveText(readContent('podcast').episodes.map((episode) => episode.title));
});
