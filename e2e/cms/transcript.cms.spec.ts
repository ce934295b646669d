import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import sharp from 'sharp';
import { checkTranscripts } from '#model/transcriptFiles.ts';
import { expect, logIn, publish, test } from './cms.ts';

// The owner adds an episode's transcript, as OWNER.md says: *Podcast transcripts*, *New
// transcript*, the episode picked by its title, his host's WebVTT file pasted as it is. The real
// CMS and its real local backend write the file; the build's own check takes it; the editor's site
// shows it as the transcript's page, each speaker named. The show is the one scripts/test/editor.ts
// stores in the copy. The file is removed after.

const slug = 'carve-outs-day-1-the-100-days-after';
const file = `content/transcripts/${slug}.json`;
test.afterAll(() => rmSync(file, { force: true }));

test('the owner pastes a transcript for an episode; the CMS writes its file, the build takes it, and its page shows who says what', async ({
  cms: page,
  problems,
}) => {
  await page.goto('about:blank');
  await page.goto('/admin.html#/collections/transcripts');
  const create = page.getByRole('link', { name: 'New transcript', exact: true });
  await logIn(page, create);
  await create.click();
  const episode = page.getByRole('combobox', { name: 'The episode' });
  await episode.click();
  await page.getByRole('option', { name: 'Carve-outs: Day 1 & the 100 Days After' }).click();
  const vtt =
    'WEBVTT\n\n00:00:00.000 --> 00:00:04.000\n<v Olu Johnson>Welcome to the show.\n\n00:01:05.000 --> 00:01:09.000\n<v Maria Keller>Day one decides little.';
  await page.getByRole('textbox', { name: 'The transcript', exact: true }).fill(vtt);
  await publish(page);
  await expect.poll(() => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined)).toMatchObject({ episode: slug, text: vtt });
  expect(checkTranscripts()).toEqual([]);
  // Listed by its episode's title, as he picked it. (Once Decap has it saved: until then, it asks before leaving the form.)
  await expect(page.getByRole('button', { name: 'Published' })).toBeVisible();
  await page.getByRole('link', { name: /Back to Podcast transcripts/ }).click();
  await expect(page.locator(`a[href$="/entries/${slug}"]`)).toHaveAccessibleName('Carve-outs: Day 1 & the 100 Days After');
  await expect(page.getByText(slug, { exact: true })).toHaveCount(0);
  // A second for the same episode is no second file: the line opens the one it has.
  await create.click();
  await episode.click();
  await page.getByRole('option', { name: 'Carve-outs: Day 1 & the 100 Days After' }).click();
  await page.getByRole('textbox', { name: 'The transcript', exact: true }).fill('WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nA second try.');
  await publish(page);
  const line = page.getByRole('alert').filter({ hasText: /^Not saved: this episode has its transcript already/ });
  page.once('dialog', (dialog) => dialog.accept()); // the browser's question, as Decap has it ask: leave what the form holds?
  await line.getByRole('link', { name: 'Open it' }).click();
  const text = page.getByRole('textbox', { name: 'The transcript', exact: true });
  await logIn(page, text);
  await expect(page).toHaveURL(new RegExp(`#/collections/transcripts/entries/${slug}$`));
  await expect(text).toHaveValue(vtt);
  await expect(line).toHaveCount(0);
  expect(readdirSync('content/transcripts').filter((name) => name.startsWith(slug))).toEqual([`${slug}.json`]);

  // The pages' stock photo cannot load here: a stand-in answers for it.
  const stand = await sharp({ create: { width: 16, height: 9, channels: 3, background: '#0b1a33' } })
    .jpeg()
    .toBuffer();
  await page.route('https://images.unsplash.com/**', (route) => route.fulfill({ contentType: 'image/jpeg', body: stand }));
  await page.goto(`/podcast/${slug}/transcript`);
  const transcript = page.getByRole('region', { name: 'Transcript' });
  await expect(transcript.getByRole('paragraph')).toHaveText([
    'Play from 0:00 Olu Johnson: Welcome to the show.',
    'Play from 1:05 Maria Keller: Day one decides little.',
  ]);
  // Linked right under the episode's player.
  await page.goto(`/podcast/${slug}`);
  await expect(page.getByRole('link', { name: 'Read the transcript' })).toBeVisible();
  await page.unroute('https://images.unsplash.com/**');
  // Nothing but the refusal of the second, which Decap logs as it shows it.
  expect(problems).toEqual([
    'error: Failed to load resource: the server responded with a status of 409 (Conflict)',
    expect.stringMatching(/^error: API_ERROR: Not saved: this episode has its transcript already/),
  ]);
});
