import { readContent } from '#model/readContent.ts';
import { expect, test } from './fixtures';

// The default build (out/): with none of the owner's services set, the site is the
// specification's. No request of its own beyond its files and the stock photos, no statistics
// code in any page, /privacy not found and not in the sitemap, no booking link, and the three
// episodes of the podcast data file. That no page sends anything anywhere is asked of every page
// in one journey (./every-page.spec.ts).

test('/privacy is the not-found page and the sitemap leaves it out; the contact page has no booking link', async ({ page, request }) => {
  expect((await request.get('/privacy')).status()).toBe(404);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('/privacy');
  await page.goto('/contact');
  await expect(page.getByRole('link', { name: 'Book a call' })).toHaveCount(0);
  await page.goto('/');
  await expect(page.locator('#podcast').getByRole('heading', { level: 3 })).toHaveText(readContent('podcast').episodes.map((episode) => episode.title));
});
