import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { checkArticles } from '#model/insights.ts';
import { articleFromText } from '#model/schema/articleText.ts';
import { draftWord } from '../../editor/browser/draft-badge.ts';
import { articleReadyWithinMs } from '../../editor/server/new-articles.ts';
import { emptyBody, expect, logIn, newArticle, publish, test, write } from './cms.ts';

// The owner writes an article in the CMS, as he would: the real CMS and its real local backend
// (`npm run edit`), the file it writes into content/insights/, the build's own checks on it, and
// the pages the editor's server renders from it. Then he deletes it. Every file is removed after.

test.describe.configure({ mode: 'serial' });

const slug = 'what-a-carve-out-teaches';
const file = `content/insights/${slug}.md`;
const before = existsSync('content/insights') ? readdirSync('content/insights') : [];
/** The photo he puts in the article, by the body's own button. */
const photo = 'team-workshop.jpg';
test.afterAll(() => {
  for (const name of readdirSync('content/insights')) if (!before.includes(name)) rmSync(`content/insights/${name}`);
  rmSync(`content/photos/${photo}`, { force: true });
});

test('the owner writes an article; the CMS writes its file, the build takes it, and the site shows it', async ({ cms: page, problems, request }) => {
  // An article's address asked before (a page he looked at): Next's development server keeps the
  // addresses it knew then, and answered a new article 404 while /blog listed it.
  expect((await request.get('/blog/an-older-visit')).status()).toBe(404);
  await newArticle(page);
  // Typed in Markdown, as the field's hint teaches: saved as typed, never escaped (\##).
  const markdown =
    '## What Day 1 decides\n\nDay 1 decides little; the hundred days after decide much.\n\n- Keep the people\n\nRead [the checklist](https://example.com/checklist).';
  await write(page, { title: 'What a Carve-out Teaches', summary: 'Separating a business is a merger in reverse, and just as hard.', text: markdown });
  // No preview pane: Decap's drew the article unstyled, not as the site does (the site's page is checked below).
  await expect(page.locator('iframe')).toHaveCount(0);
  // A photo, by the body's button: uploaded in the media window, inserted after the text as Markdown.
  const upload = join(tmpdir(), photo);
  await sharp({ create: { width: 800, height: 500, channels: 3, background: '#3d5a80' } })
    .jpeg()
    .toFile(upload);
  await page.getByRole('button', { name: 'Insert a photo' }).click();
  await page.locator('input[type=file]').setInputFiles(upload);
  await page.getByRole('button', { name: 'Choose selected' }).click();
  const inserted = `![What the photo shows, in a sentence](${photo})`;
  const body = page.locator('[data-slate-editor="true"]').first();
  await expect(body).toContainText(inserted);
  // Its words are the editor's, not his: refused at the field until he describes the photo.
  await publish(page);
  await expect(
    page.getByText(/describes a photo as “What the photo shows, in a sentence”, which says nothing of this photo: write what it shows/).first(),
  ).toBeVisible();
  expect(existsSync(file)).toBe(false);
  const described = `![Four colleagues planning at a whiteboard](${photo})`;
  // His text typed into an emptied body.
  await emptyBody(page, 'What');
  await page.keyboard.type(`${markdown}\n\n${described}`);
  await expect(body).not.toContainText('What the photo shows'); // his words in the editor's place, before he publishes
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  await expect.poll(() => existsSync(file)).toBe(true);
  const text = readFileSync(file, 'utf8');
  expect(text.split('\n').slice(0, 5)).toEqual([
    '---',
    'title: What a Carve-out Teaches',
    expect.stringMatching(/^date: "?\d{4}-\d{2}-\d{2}"?$/),
    'summary: Separating a business is a merger in reverse, and just as hard.',
    '---',
  ]);
  expect(articleFromText(text).body).toBe(`${markdown}\n\n${described}\n`);
  await expect.poll(() => existsSync(`content/photos/${photo}`)).toBe(true);

  // The build's own check of the articles (scripts/pipeline/prebuild.ts runs it first) takes it, and the editor's server renders it as a build would.
  expect(checkArticles()).toEqual([]);
  const answered = await request.get(`/blog/${slug}`);
  expect(answered.status()).toBe(200); // at once, as /blog lists it
  const article = await answered.text();
  expect(article).toContain('What a Carve-out Teaches</h1>');
  expect(article).toContain('Day 1 decides little; the hundred days after decide much.');
  expect(article).toMatch(/<h2 id="what-day-1-decides"[^>]*>What Day 1 decides<\/h2>/);
  expect(article).toContain('<li>Keep the people</li>');
  expect(article).toContain('<a href="https://example.com/checklist" target="_blank" rel="noopener noreferrer">the checklist</a>');
  expect(article).toMatch(
    /<img alt="Four colleagues planning at a whiteboard" src="[^"]*(\/photos-as-uploaded\/team-workshop\.jpg|\/photos\/team-workshop-[0-9a-f]+-\d+\.webp)"/,
  );
  expect(await (await request.get('/blog')).text()).toContain(`href="/blog/${slug}"`);
  // Nothing but the refusal of the editor's words (Decap logs what a check refused).
  expect(problems).toEqual([expect.stringMatching(/^error: Error: Not saved: the site would not build with this\./)]);
});

test('an article the build would refuse is refused with the build’s words, and no file is written', async ({ cms: page }) => {
  await newArticle(page);
  // Pasted from a document: a right-to-left override hides in the summary, which the build refuses.
  await write(page, { title: 'A Pasted Summary', summary: 'Pasted \u202Efrom a document.', text: 'Text.' });
  await publish(page);
  await expect(page.locator('#owner-not-saved')).toHaveText('Not saved: the site would not build with this. What to change is marked in red.');
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: '“Summary”: must not hold an invisible or direction-changing character (U+202E at character 8): retype the text around it.' }),
  ).toBeVisible();
  expect(existsSync('content/insights/a-pasted-summary.md')).toBe(false);
});

test('a link in the text to a page the site has not is refused; a later date, or a draft, is saved and not on the site until it is due', async ({
  cms: page,
  request,
}) => {
  const later = 'content/insights/coming-soon.md';
  await newArticle(page);
  await write(page, { title: 'Coming Soon', summary: 'An article for a day to come.', text: 'See [pricing](/pricing).' });
  await publish(page);
  await expect(page.getByText('has a link, “pricing”, that leads to /pricing, which is no page of the site').first()).toBeVisible();
  expect(existsSync(later)).toBe(false);
  await emptyBody(page, 'pricing');
  await page.keyboard.type('See [the services](/services).');
  const date = page.getByRole('textbox', { name: 'Date', exact: true });
  // Typed with the keyboard, month, day and year as the browser orders them (en-US): the day he
  // typed, never a year read from the digits typed so far (Decap's own field saved 1906-12-08).
  await date.focus();
  await page.keyboard.type('12082026');
  await expect(date).toHaveValue('2026-12-08');
  await date.fill('2099-01-05');
  await publish(page);
  await expect.poll(() => existsSync(later)).toBe(true);
  expect((await request.get('/blog/coming-soon')).status()).toBe(404); // saved, and online on 5 January 2099
  // Due today, but a draft: still saved and not on the site; the draft off, it is.
  await date.fill(new Date().toISOString().slice(0, 10));
  await page.getByRole('switch', { name: /^Draft/ }).click();
  await publish(page);
  await expect.poll(() => readFileSync(later, 'utf8')).toContain('draft: true');
  expect((await request.get('/blog/coming-soon')).status()).toBe(404);
  // Saved, and said so as what it is: a draft, not on the site (never Decap's "Published").
  await expect(page.getByRole('button', { name: draftWord })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toHaveCount(0);
  await page.getByRole('switch', { name: /^Draft/ }).click();
  await publish(page);
  await expect.poll(() => readFileSync(later, 'utf8')).not.toContain('draft: true');
  // The editor holds the first request until Next answers the article as itself: on a busy machine, seconds.
  await expect.poll(async () => (await request.get('/blog/coming-soon')).status(), { timeout: 2 * articleReadyWithinMs }).toBe(200);
  await expect(page.getByRole('button', { name: 'Published', exact: true })).toBeVisible();
  rmSync(later); // the deletion's journey counts the articles it found
});

test('the owner deletes the article; its file goes, and Insights no longer lists it', async ({ cms: page, request }) => {
  await page.goto('about:blank');
  await page.goto(`/admin.html#/collections/insights/entries/${slug}`);
  const remove = page.getByRole('button', { name: 'Delete entry', exact: true }); // as OWNER.md names it
  await logIn(page, remove);
  page.once('dialog', (dialog) => void dialog.accept());
  await remove.click();
  await expect.poll(() => existsSync(file)).toBe(false);
  // Insights without it: its list, or (with no article left) the not-found page. An export then has no page at its address.
  const insights = await request.get('/blog');
  expect(await insights.text()).not.toContain(`/blog/${slug}`);
  expect(insights.status()).toBe(before.some((name) => name.endsWith('.md')) ? 200 : 404);
  // Its own address is the site's not-found page, as on the live site, not an error screen of the editor's.
  const gone = await request.get(`/blog/${slug}`);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toContain('Oops! Page not found');
});
