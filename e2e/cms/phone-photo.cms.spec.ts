import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { expect, logIn, openEntry, publish, test } from './cms.ts';

// A phone's HEIC photo, picked in a field's picker as the owner picks it: made a JPEG in the page
// (editor/browser/heic.ts), so it is a picture with its name among his photos, chosen and
// shown like any JPEG, and saved as one. scripts/test/phone.heic is 160 × 120, HEVC, as a phone writes it.

const original = readFileSync('content/about.json', 'utf8');
// A HEIC he uploaded earlier (by hand, or through the Media tab before this), and the refresh's list of its images beside his photos.
const earlier = 'content/photos/earlier.heic';
const refreshList = 'content/photos/podcast-refresh.json';
test.beforeAll(() => {
  copyFileSync('scripts/test/phone.heic', earlier);
  writeFileSync(refreshList, '[]\n');
});
test.afterAll(() => {
  writeFileSync('content/about.json', original);
  for (const file of ['content/photos/phone.jpg', earlier, refreshList]) rmSync(file, { force: true });
});

/** Whether the page draws the phone's photo somewhere: a picture of its size, decoded. */
const drawn = (page: import('@playwright/test').Page) =>
  page.evaluate(() => [...document.images].some((image) => image.complete && image.naturalWidth === 160 && image.naturalHeight === 120));

test('a phone’s HEIC is a photo everywhere: picked in a field’s picker, a picture with its name, chosen like a JPEG and saved as one; one from before, a picture in the picker and the Media tab; no data file among them', async ({
  cms: page,
  problems,
}) => {
  await openEntry(page, 'about');
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  await expect(page.getByText('Your photos', { exact: true }).first()).toBeVisible();
  // The one from before is there as a picture, and no data file of the site's.
  await expect(page.getByText('earlier.heic', { exact: true })).toBeVisible();
  await expect.poll(() => drawn(page), { message: 'the earlier HEIC drawn in the media window' }).toBe(true);
  await expect(page.getByText('podcast-refresh.json')).toHaveCount(0);
  await page.locator('input[type=file]').setInputFiles('scripts/test/phone.heic');
  await expect(page.getByText('phone.jpg', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await expect(page.getByText('Your photos', { exact: true })).toHaveCount(0);
  await expect.poll(() => drawn(page), { message: 'the photo drawn in its field' }).toBe(true);
  await publish(page);
  await expect.poll(() => JSON.parse(readFileSync('content/about.json', 'utf8')).image.file).toBe('phone.jpg');
  await expect.poll(() => readFileSync('content/photos/phone.jpg').subarray(0, 3).toString('hex')).toBe('ffd8ff'); // a JPEG, whole
  // The Media tab: his photos as pictures, the HEIC from before among them.
  // A fresh load of the CMS, as openEntry makes one (./cms.ts): from an entry, only the address's hash would change.
  await page.goto('about:blank');
  await page.goto('/admin.html#/collections/content');
  const mediaTab = page.getByRole('banner').getByRole('button', { name: 'Media' });
  await logIn(page, mediaTab);
  await mediaTab.click();
  await expect(page.getByText('earlier.heic', { exact: true })).toBeVisible();
  await expect(page.getByText('podcast-refresh.json')).toHaveCount(0);
  await expect.poll(() => drawn(page), { message: 'the earlier HEIC drawn in the Media tab' }).toBe(true);
  expect(problems).toEqual([]);
});
