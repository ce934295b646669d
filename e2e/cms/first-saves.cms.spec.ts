import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, openEntry, publish, test } from './cms.ts';

// The first save of each content file after `npm run edit` starts, as the owner makes it: his
// preview showed none of them until that file changed again (Next's server Fast Refresh kept the
// module it had: next.config.mjs). This runs before every other journey (its own Playwright
// project, playwright.cms.config.ts), so each save here is the first of its file, and each page
// is asked for after the save, as he reloads it: shown within 5 s of its first answer (which
// compiles the page, if no one asked for it before).

test.describe.configure({ mode: 'serial' });

const touched = [
  'content/home.json',
  'content/settings.json',
  'content/about.json',
  'content/services.json',
  'content/ventures.json',
  'content/contact.json',
  'content/testimonials.json',
  'content/podcast.json',
  'content/privacy.json',
  'content/terms.json',
  'content/episodes.json',
];
const originals = new Map(touched.map((file) => [file, readFileSync(file, 'utf8')]));
const photo = 'first-hero.jpg';
test.afterAll(() => {
  for (const [file, text] of originals) writeFileSync(file, text);
  rmSync(`content/photos/${photo}`, { force: true });
});

/** Reloads `path` until `answer` gives `expected`, for 5 s at most after its first whole answer. */
async function shownWithin5s(request: APIRequestContext, path: string, answer: (status: number, html: string) => string, expected: string) {
  const reload = async () => {
    const response = await request.get(path);
    return answer(response.status(), await response.text());
  };
  await reload();
  await expect.poll(reload, { message: `${path} on a reload`, timeout: 5_000, intervals: [250] }).toBe(expected);
}
const showing = (words: string) => (status: number, html: string) => `${status} ${html.includes(words) ? 'shows it' : 'shows the old words'}`;

test('in one sitting from the start: a home change and its words typed back, a photo, then messages and statistics, each on the next reload', async ({
  cms: page,
  request,
}) => {
  expect((await request.get('/')).status()).toBe(200); // the owner opens his site beside the editor
  await openEntry(page, 'home');
  const label = page.getByRole('textbox', { name: 'Visible text of the link', exact: true }).first();
  const before = await label.inputValue();
  await label.fill('Read my story');
  await publish(page);
  await expect.poll(() => readFileSync('content/home.json', 'utf8')).toContain('"Read my story"');
  await shownWithin5s(request, '/', showing('Read my story'), '200 shows it');
  // Typed back as he types, over the words selected.
  await label.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(before);
  await publish(page);
  await expect.poll(() => readFileSync('content/home.json', 'utf8')).toBe(originals.get('content/home.json'));
  await shownWithin5s(
    request,
    '/',
    (status, html) => `${status} ${html.includes('Read my story') ? 'still shows the change' : 'shows his words again'}`,
    '200 shows his words again',
  );

  const file = join(tmpdir(), photo);
  await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#41607a' } })
    .jpeg()
    .toFile(file);
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await publish(page);
  await expect.poll(() => JSON.parse(readFileSync('content/home.json', 'utf8')).hero.image.file).toBe(photo);
  await shownWithin5s(
    request,
    '/',
    (status, html) =>
      `${status} ${/\/photos-as-uploaded\/first-hero\.jpg|\/photos\/first-hero-[0-9a-f]+-\d+\.(avif|webp)/.test(html) ? 'shows the photo' : 'shows the old photo'}`,
    '200 shows the photo',
  );

  // Statistics and messages, which the site had none of: no privacy page yet.
  expect((await request.get('/privacy')).status()).toBe(404);
  await openEntry(page, 'settings', { reload: false });
  await page.getByRole('textbox', { name: 'Your site’s domain at Plausible (optional)', exact: true }).fill('oj.example.com');
  await page.getByRole('combobox', { name: 'Where your messages go' }).click();
  await expect(page.getByRole('option')).toHaveText(['nowhere yet', 'Netlify Forms', 'a form service']);
  await page.getByRole('option', { name: 'a form service', exact: true }).click();
  await page.getByRole('textbox', { name: /^Your form’s address at the form service/ }).fill('https://formspree.io/f/mqkrvzlw');
  await publish(page);
  const settings = JSON.parse(originals.get('content/settings.json') ?? '');
  const turnedOn = {
    ...settings,
    messages: { to: 'a form service', address: 'https://formspree.io/f/mqkrvzlw' },
    analytics: { ...settings.analytics, domain: 'oj.example.com' },
  };
  await expect.poll(() => readFileSync('content/settings.json', 'utf8')).toBe(`${JSON.stringify(turnedOn, null, 2)}\n`); // those fields, and nothing else
  await shownWithin5s(
    request,
    '/contact',
    (status, html) => `${status} ${/<form[^>]*\baction="([^"]*)"/.exec(html)?.[1] ?? 'no action'}`,
    '200 https://formspree.io/f/mqkrvzlw',
  );
  await shownWithin5s(request, '/privacy', showing('Plausible Analytics'), '200 shows it');
});

/** A file's data with `words` at `path` (a field the page shows), written as a person or a program writes it: in place, or renamed into place as the editor's saves do. */
function change(file: string, path: (string | number)[], words: string, renamed: boolean) {
  const data: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const holder = path.slice(0, -1).reduce<unknown>((at, key) => Reflect.get(Object(at), key), data);
  Reflect.set(Object(holder), path.at(-1) ?? '', words);
  const text = `${JSON.stringify(data, null, 2)}\n`;
  if (!renamed) return writeFileSync(file, text);
  writeFileSync(`${file}.saving`, text);
  renameSync(`${file}.saving`, file);
}

// Each other file once, by hand (as he might in a text editor, or the refresh does), then each page, in another order.
const byHand: [file: string, path: (string | number)[], words: string, page: string][] = [
  ['content/services.json', ['heading'], 'First save of services', '/services'],
  ['content/about.json', ['heading'], 'First save of about', '/about'],
  ['content/ventures.json', ['heading'], 'First save of ventures', '/ventures'],
  ['content/contact.json', ['heading'], 'First save of contact', '/contact'],
  ['content/testimonials.json', ['heading'], 'First save of testimonials', '/'],
  ['content/podcast.json', ['heading'], 'First save of podcast', '/'],
  ['content/privacy.json', ['heading'], 'First save of privacy', '/privacy'],
  ['content/terms.json', ['text'], 'First save of terms.', '/terms'],
  ['content/episodes.json', ['episodes', 0, 'title'], 'First save of episodes', '/podcast'],
];

test('every other content file changed once, by hand, right after: each page shows its change on the next reload', async ({ request }) => {
  expect((await request.get('/')).status()).toBe(200); // his site open, as after a start
  for (const [index, [file, path, words]] of byHand.entries()) change(file, path, words, index % 2 === 1);
  for (const [file, , words, page] of [...byHand].reverse()) {
    await test.step(file, () => shownWithin5s(request, page, showing(words), '200 shows it'));
  }
});
