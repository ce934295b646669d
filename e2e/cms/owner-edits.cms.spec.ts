import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, newArticle, openEntry, publish, test, write } from './cms.ts';
import { fieldPath } from '#model/schema/problems.ts';
import sharp from 'sharp';

// The owner's flow on his own machine, with the real parts: `npm run edit` (next dev and
// decap-server, playwright.cms.config.ts), the CMS's own UI in Chromium, the data files on disk,
// the build's checks and the pages rendered from what he saved. Every file touched is restored afterwards.

test.describe.configure({ mode: 'serial' });

const files = ['content/testimonials.json', 'content/ventures.json', 'content/about.json', 'content/settings.json'] as const;
type DataFile = (typeof files)[number];
const originals = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
/** The owner's own photo, uploaded in place of a testimonial's stock portrait. */
const upload = 'client-portrait.jpg';
const uploaded = `content/photos/${upload}`;
const hadPhotos = existsSync('content/photos');

/** The article written after a photo and a setting were saved (the last journey of the sitting). */
const afterwards = 'content/insights/after-a-photo-and-a-setting.md';

test.afterAll(() => {
  for (const [file, text] of originals) writeFileSync(file, text);
  rmSync(afterwards, { force: true });
  rmSync(hadPhotos ? uploaded : 'content/photos', { recursive: true, force: true });
  // public/photos/ back to the photos there are (the editor made files of the upload).
  execFileSync(process.execPath, ['scripts/pipeline/prebuild.ts'], { env: { ...process.env, CMS_LOCAL: '1' }, stdio: 'pipe' });
});

const parse = (text: string): unknown => JSON.parse(text);

/** The field paths where two parsed files differ (`testimonials[0].text`). */
function changedPaths(before: unknown, after: unknown, path: PropertyKey[] = []): string[] {
  if (typeof before !== 'object' || typeof after !== 'object' || before === null || after === null) {
    return Object.is(before, after) ? [] : [fieldPath(path)];
  }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].flatMap((key) => {
    const step = Array.isArray(before) ? Number(key) : key;
    return changedPaths(Reflect.get(before, key), Reflect.get(after, key), [...path, step]);
  });
}

/**
 * What changed in a data file since the test began. decap-server truncates a file before it writes
 * it, so a read in between finds it empty or cut short: that is "not written yet", which a poll waits out.
 */
function changesIn(file: DataFile): string[] {
  const text = readFileSync(file, 'utf8');
  try {
    return changedPaths(parse(originals.get(file) ?? ''), parse(text));
  } catch (error) {
    if (error instanceof SyntaxError) return [`${file} is being written (${text.length} characters so far)`];
    throw error;
  }
}

const testimonial = 'Edited in the CMS: the integration closed on time and on budget.';

test('the owner edits a testimonial, uploads its portrait and changes a venture’s status; each file changes exactly there', async ({ cms: page }) => {
  const photo = join(tmpdir(), upload);
  await sharp({ create: { width: 600, height: 600, channels: 3, background: '#8a6d4b' } })
    .jpeg()
    .toFile(photo);
  await openEntry(page, 'testimonials');
  expect((await page.request.get('/')).status()).toBe(200); // compiled before the photo comes, so what follows times the photo alone
  await page.getByRole('textbox', { name: 'The quotation, without quotation marks', exact: true }).first().fill(testimonial);
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  await expect(page.getByText('Your photos', { exact: true }).first()).toBeVisible(); // the media window, in his words
  await expect(page.getByText(/Media assets|Copy Path/)).toHaveCount(0);
  // A broken download named .jpg is refused as he picks it, in words above the media window, and nothing is written.
  const broken = join(tmpdir(), 'broken-download.jpg');
  writeFileSync(broken, '<html>The download failed.</html>');
  await page.locator('input[type=file]').setInputFiles(broken);
  const refused = page
    .getByRole('alert')
    .filter({ hasText: 'This file is not a photo the site can use: choose a JPEG, PNG, WebP or a phone’s HEIC photo (broken-download.jpg).' });
  await expect(refused).toBeVisible();
  await expect(page.getByText(/API_ERROR|Failed to persist/)).toHaveCount(0);
  expect(existsSync('content/photos/broken-download.jpg')).toBe(false);
  await refused.getByRole('button', { name: 'Close' }).click();
  await expect(refused).toHaveCount(0);
  await page.locator('input[type=file]').setInputFiles(photo);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await publish(page);
  await expect.poll(() => changesIn('content/testimonials.json')).toEqual(['testimonials[0].text', 'testimonials[0].image.file']);
  const [first] = JSON.parse(readFileSync('content/testimonials.json', 'utf8')).testimonials;
  expect(first).toMatchObject({ text: testimonial, image: { file: upload } });
  // The upload is its own write, maybe still under way: wait for all of its bytes.
  await expect.poll(() => existsSync(uploaded) && readFileSync(uploaded).equals(readFileSync(photo))).toBe(true);
  // Deleting it from the media library while the testimonial shows it is refused, naming where.
  const deletion = await page.request.post('/api/v1', {
    data: { action: 'deleteFile', params: { branch: 'main', path: uploaded, options: { commitMessage: 'Delete' } } },
  });
  expect(deletion.status()).toBe(403);
  expect((await deletion.json()).error).toMatch(
    /^Not done: client-portrait\.jpg is shown in Testimonials, “Your photo”, in the 1st of “[^”]+” \(“[^”]+”\)\. Choose another photo there first, then delete this one\.$/,
  );
  expect(existsSync(uploaded)).toBe(true);
  // From the save on, the home page answers, read every 2 s: the photo as uploaded while the
  // editor prepares it, then the prepared one, without a restart.
  const answers: number[] = [];
  const home = async () => {
    const answer = await page.request.get('/');
    answers.push(answer.status());
    return answer.text();
  };
  expect(await home()).toMatch(/\/photos-as-uploaded\/client-portrait\.jpg|\/photos\/client-portrait-[0-9a-f]+-\d+\.(avif|webp)/);
  await expect(page.getByRole('status').filter({ hasText: 'client-portrait.jpg' })).toHaveText(
    /^(Preparing your photo client-portrait\.jpg for the site\. Until it is ready, pages show it as uploaded\.|Your photo client-portrait\.jpg is ready on the site\.)$/,
  );
  const asUploaded = await page.request.get('/photos-as-uploaded/client-portrait.jpg');
  expect(asUploaded.status()).toBe(200);
  expect(await asUploaded.body()).toEqual(readFileSync(photo));
  // Another spelling of its name is not found, in a line, never a stack trace.
  for (const spelling of [
    '/photos-as-uploaded/client-portrait.jpg%2F',
    '/photos-as-uploaded/client-portrait.jpg%2F..',
    '/photos-as-uploaded/.%2Fclient-portrait.jpg',
  ]) {
    const answer = await page.request.get(spelling);
    expect([spelling, answer.status(), await answer.text()]).toEqual([spelling, 404, 'Not found.\n']);
  }
  await expect.poll(home, { intervals: [2_000], timeout: 90_000 }).toMatch(/\/photos\/client-portrait-[0-9a-f]+-\d+\.(avif|webp)/);
  expect(answers).toEqual(answers.map(() => 200));
  // The CMS says so, in a line of its own: being prepared (while it is), then ready.
  await expect(page.getByRole('status').filter({ hasText: 'client-portrait.jpg' })).toHaveText('Your photo client-portrait.jpg is ready on the site.');

  await openEntry(page, 'ventures');
  await page.getByRole('combobox', { name: 'Where the venture stands' }).nth(3).click();
  // Offered by their names; the file keeps the value the site reads.
  const statuses = { active: 'Active', developing: 'In development', planned: 'Planned' };
  await expect(page.getByRole('option')).toHaveText(Object.values(statuses));
  const before = JSON.parse(originals.get('content/ventures.json') ?? '').ventures[3].status;
  const [next = '', name = ''] = Object.entries(statuses).find(([value]) => value !== before) ?? [];
  await page.getByRole('option', { name, exact: true }).click();
  await publish(page);
  await expect.poll(() => changesIn('content/ventures.json')).toEqual(['ventures[3].status']);
  expect(JSON.parse(readFileSync('content/ventures.json', 'utf8')).ventures[3].status).toBe(next);
});

test('the CMS refuses what the build would refuse, and the file stays as it was', async ({ cms: page }) => {
  const saved = readFileSync('content/testimonials.json', 'utf8');
  await openEntry(page, 'testimonials');
  await page.getByRole('textbox', { name: 'Person quoted', exact: true }).nth(1).fill('');
  await publish(page);
  // In the owner's words (editor/browser/words.ts), not Decap's own.
  await expect(page.getByText('“Person quoted” is empty: fill it in.')).toBeVisible();
  const notSaved = page.locator('#owner-not-saved');
  await expect(notSaved).toHaveText('Not saved: what to change is marked in red. Change it, then publish again.');
  await expect(page.getByRole('textbox', { name: 'Person quoted', exact: true }).nth(1)).toBeFocused();
  expect(readFileSync('content/testimonials.json', 'utf8')).toBe(saved);

  // A full list offers no Add; with one removed it does, and a save says how many it holds.
  await openEntry(page, 'about');
  const add = page.locator('[id^="milestones-field-"]').getByRole('button', { name: 'Add one more' });
  await expect(page.getByRole('button', { name: 'Add a paragraph of the story' })).toBeVisible(); // the story holds up to five
  await expect(add).toHaveCount(0);
  const milestones = page.locator('[id^="milestones-field-"]');
  await expect(milestones.getByText('4 of 4', { exact: true })).toBeVisible(); // its heading counts against its most, not "4 career milestones, oldest first"
  // Decap's bar of each entry: collapse, then remove (its buttons have no names); the list's own collapse comes first.
  await page.locator('[id^="milestones-field-"] button').nth(2).click();
  await expect(add).toBeVisible();
  await expect(milestones.getByText('3 of 4', { exact: true })).toBeVisible();
  await publish(page);
  await expect(page.getByText('This list holds exactly 4: remove the one too many, or add the one missing.')).toBeVisible();
  expect(changesIn('content/about.json')).toEqual([]);

  await openEntry(page, 'testimonials');
  // Over its limit, published while scrolled to the top: said at the top and at the field, which
  // comes into view; both still there 20 s later (Decap's own notice long gone), until he changes it.
  await page.clock.install();
  const organisation = page.getByRole('textbox', { name: 'Their organisation', exact: true }).last();
  await organisation.fill('x'.repeat(61));
  await expect(page.getByText('61 of 60 characters')).toBeVisible(); // the count under the field, before any save
  await page.getByRole('textbox', { name: 'Person quoted', exact: true }).first().scrollIntoViewIfNeeded();
  await expect(organisation).not.toBeInViewport();
  await publish(page);
  const note = page
    .getByRole('alert')
    .filter({ hasText: /^“Their organisation”, in the 3rd of “[^”]+” \(“[^”]+”\): must be at most 60 characters; got 61 characters\.$/ });
  await expect(notSaved).toHaveText('Not saved: the site would not build with this. What to change is marked in red.');
  await expect(note).toBeVisible();
  await expect(organisation).toBeInViewport();
  await page.clock.fastForward(20_000);
  await expect(notSaved).toBeVisible();
  await expect(note).toBeVisible();
  await expect(page.getByText(/MUST BE|of plain text/)).toHaveCount(0);
  expect(readFileSync('content/testimonials.json', 'utf8')).toBe(saved);
  await organisation.fill('Acme');
  await expect(note).toHaveCount(0);
  await expect(notSaved).toHaveCount(0);
});

// In one sitting, after a photo and settings were saved (./first-saves.cms.spec.ts): a page that appears with its content.
test('then an article: its page answers with its words at once, with no restart', async ({ cms: page, request }) => {
  await newArticle(page);
  await write(page, {
    title: 'After a Photo and a Setting',
    summary: 'Written in the same sitting as a new photo and a new setting, and shown at once.',
    text: 'What he saves shows at once, in any order.',
  });
  await publish(page);
  await expect.poll(() => existsSync(afterwards)).toBe(true);
  const article = async () => {
    const answer = await request.get('/blog/after-a-photo-and-a-setting');
    return `${answer.status()} ${(await answer.text()).includes('What he saves shows at once, in any order.') ? 'with its words' : ''}`;
  };
  await expect.poll(article, { intervals: [1_000], timeout: 30_000 }).toBe('200 with its words');
});

test('the build’s checks pass on the saved files, and the site shows the new text and the uploaded photo', async ({ request }) => {
  // The build's own first step (scripts/pipeline/prebuild.ts: every data file against its schema, every
  // photo named there present and encoded): what a build would refuse, it refuses here. The
  // pages are then rendered from those files by the editor's server, as a build renders them.
  execFileSync(process.execPath, ['scripts/pipeline/prebuild.ts'], { env: { ...process.env, CMS_LOCAL: '1' }, stdio: 'pipe' });
  const home = await (await request.get('/')).text();
  expect(home).toContain(`“${testimonial}”`);
  expect(home).toMatch(/\/photos\/client-portrait-[0-9a-f]+-\d+\.(avif|webp|jpg)/);
});
