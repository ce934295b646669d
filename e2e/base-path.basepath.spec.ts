import { basePath, served } from '../playwright.config';
import { routes } from '#model/routes.ts';
import { expect, test } from './fixtures';
import { subPathPages } from '../scripts/test/sample-content.ts';

test.use({ baseURL: served.base }); // the sub-path export (out-base/)

// The site built with BASE_PATH=/oj (out-base/), served under that sub-path as on GitHub Pages,
// with the owner's sample articles, the content at its limits and its longest article, the terms
// and a page new:page wrote (scripts/test/build-base.ts).

test.describe(`served under ${basePath}`, () => {
  // What each page names is under the sub-path: Jest reads it from every page as sent
  // (tests/exports/base-path.export.test.ts). Here, what only the browser shows: the pages walked.
  test('a link to another page and the not-found page work under the sub-path', async ({ page }) => {
    await page.goto(`${basePath}/`);
    await expect(page.getByRole('banner')).toHaveCSS('position', 'fixed'); // its stylesheet, from under the sub-path, applies
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Ventures' }).click();
    await expect(page).toHaveURL(new RegExp(`${basePath}/ventures$`));
    // The heading the page's own HTML has (its text is at its limit in this build), read as a browser reads it.
    const heading = await page.evaluate(
      async (url) => new DOMParser().parseFromString(await (await fetch(url)).text(), 'text/html').querySelector('h1')?.textContent,
      `${basePath}/ventures`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? 'the page’s own h1');
    for (const path of ['/missing', '/about/deeper']) {
      const response = await page.goto(`${basePath}${path}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
    }
  });

  test('a path outside the sub-path is not found, and the sitemap lists the sub-path URLs', async ({ request }) => {
    expect((await request.get('/about')).status()).toBe(404);
    const sitemap = await (await request.get(`${basePath}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual(expect.arrayContaining([...routes.map((r) => r.path), ...subPathPages].map((path) => `${basePath}${path === '/' ? '/' : path}`)));
    for (const loc of locs) expect(loc).toMatch(new RegExp(`^${basePath}/`));
  });
});

test(`search loads its index from under ${basePath}, and its results lead there`, async ({ page }) => {
  await page.goto(`${basePath}/search`);
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('careless paste');
  await page.keyboard.press('Enter');
  const result = page.getByRole('list', { name: 'Results' }).getByRole('link', { name: 'Day 1 Is Not the Finish Line' });
  await expect(result).toHaveAttribute('href', `${basePath}/blog/day-one-is-not-the-finish-line`);
});
