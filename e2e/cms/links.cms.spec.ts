import { readFileSync, writeFileSync } from 'node:fs';
import { expect, openEntry, publish, test } from './cms.ts';

// A link to one of the site's pages leads somewhere: while a page is the not-found page (the terms
// without a text), the CMS refuses a link to it in the build's words, naming only the pages there are.

const original = readFileSync('content/home.json', 'utf8');
test.afterAll(() => writeFileSync('content/home.json', original));

test('a link to the terms before they have a text is refused at its field, naming the pages there are', async ({ cms: page }) => {
  expect((await page.request.get('/terms')).status()).toBe(404); // the copy's terms have no text
  await openEntry(page, 'home');
  const href = page.getByRole('textbox', { name: 'Where the link goes', exact: true }).first();
  await href.fill('/terms');
  await publish(page);
  await expect(page.locator('#owner-not-saved')).toHaveText('Not saved: the site would not build with this. What to change is marked in red.');
  const note = page.getByText(/leads to \/terms, which the site has only once the terms have a text: write one of /).first();
  await expect(note).toBeVisible();
  await expect(note).not.toContainText('/blog');
  expect(readFileSync('content/home.json', 'utf8')).toBe(original);
  await href.fill('/about'); // as it was: nothing to publish, and nothing refused
  await expect(page.locator('#owner-not-saved')).toHaveCount(0);
});
