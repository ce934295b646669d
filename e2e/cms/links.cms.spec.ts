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

test('a photo described by the editor’s own hint, or by a file’s name, is refused at its field, as the build refuses it', async ({ cms: page }) => {
  const testimonials = readFileSync('content/testimonials.json', 'utf8');
  await openEntry(page, 'testimonials');
  const alt = page.getByRole('textbox', { name: 'Alternative text', exact: true }).first();
  for (const [words, why] of [
    ['img_5002.jpg', 'which is a file’s name: write what the photo shows, in a sentence'],
    ['What it shows, in a sentence.', 'which says nothing of this photo: write what it shows, in a sentence'],
  ] as const) {
    await alt.fill(words);
    await publish(page);
    await expect(page.getByText(`is “${words}”, ${why}`).first()).toBeVisible();
  }
  expect(readFileSync('content/testimonials.json', 'utf8')).toBe(testimonials);
  await alt.fill(JSON.parse(testimonials).testimonials[0].image.alt); // as it was: nothing left to publish
});
