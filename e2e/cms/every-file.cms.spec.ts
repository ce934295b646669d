import { readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { cmsCollection } from '#model/schema/cms.ts';
import { editPort } from '../../playwright.cms.config.ts';
import { expect, openEntry, publish, test, watch } from './cms.ts';
import { stoppedWords } from '../../editor/browser/stopped.ts';

// Every page of the CMS saves, and writes back exactly what it read; a one-word edit is a
// one-line change; what the build would refuse is refused in the form's words, at its field, and
// the file stays as it was. The real CMS, its real local backend (`npm run edit`), the files on disk.

test.describe.configure({ mode: 'serial' });

const entries = cmsCollection().files;
const originals = new Map(entries.map(({ file }) => [file, readFileSync(file, 'utf8')]));
test.afterAll(() => {
  for (const [file, text] of originals) writeFileSync(file, text);
});

/** The lines that differ between two texts of one file, by position (`12: "status": "planned",`). */
function changedLines(before: string, after: string): string[] {
  const [old, now] = [before.split('\n'), after.split('\n')];
  const length = Math.max(old.length, now.length);
  return Array.from({ length }, (_, index) => index)
    .filter((index) => old[index] !== now[index])
    .map((index) => `${index + 1}: ${now[index] ?? ''}`);
}

/** The index and text of the first text box whose text ends in a letter: that letter changed keeps its length and its form. */
async function firstWord(page: Page): Promise<[number, string]> {
  const values = await page
    .getByRole('textbox')
    .evaluateAll((inputs) => inputs.map((input) => (input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement ? input.value : '')));
  const index = values.findIndex((value) => /[a-z]$/.test(value));
  return [index, values[index] ?? ''];
}

// One journey through every file: a file's save is its own (its fields, lists and widgets), the
// CMS's loading is not. The one line that changes is the letter's: every other byte is written
// back as it was read, and that line as the original with the letter alone changed.
test('every file saves a one-letter change as a one-line change: every other byte as it was', async ({ cms: page }) => {
  test.setTimeout(entries.length * 30_000);
  for (const [position, { name, label, file }] of entries.entries()) {
    await test.step(label, async () => {
      const original = originals.get(file) ?? '';
      // From one saved entry to the next as the owner moves, without loading the CMS again.
      await openEntry(page, name, { reload: position === 0 });
      const [index, text] = await firstWord(page);
      const changed = `${text.slice(0, -1)}${text.endsWith('a') ? 'b' : 'a'}`;
      await page.getByRole('textbox').nth(index).fill(changed);
      // The last entry's notice closed, as a click closes it (one already leaving may be gone
      // before the click lands: click again, briefly), so that the next one is this entry's.
      const saved = page.getByText('Entry saved');
      await expect(async () => {
        if (await saved.count()) await saved.first().click({ timeout: 1_000 });
        await expect(saved).toHaveCount(0, { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await publish(page);
      await expect(saved).toBeVisible();
      await expect.poll(() => changedLines(original, readFileSync(file, 'utf8')).length, `${file}: lines changed`).toBe(1);
      const [old, now] = [original.split('\n'), readFileSync(file, 'utf8').split('\n')];
      const at = now.findIndex((line, index) => line !== old[index]);
      const quoted = (value: string) => JSON.stringify(value).slice(1, -1);
      expect(now[at], file).toBe(old[at]?.replace(quoted(text), quoted(changed)));
      writeFileSync(file, original);
    });
  }
});

test('a refusal stays at its field, in the form’s words, until the owner changes that field; nothing is written', async ({ page }) => {
  const problems = watch(page);
  const before = readFileSync('content/ventures.json', 'utf8');
  const [first, second] = (JSON.parse(before) as { ventures: { id: string; name: string }[] }).ventures;
  // The page's clock, so that Decap's notice can be made to go (below) rather than waited out.
  await page.clock.install();
  await openEntry(page, 'ventures');
  const ids = page.getByRole('textbox', { name: 'Short name of the venture', exact: true });
  await ids.nth(1).fill(first?.id ?? '');
  await publish(page);
  const words = `“Short name of the venture”, in the 2nd of “The eight ventures, in the order shown” (“${second?.name}”): “${first?.id}” is already the short name of the 1st venture, “${first?.name}”: choose another.`;
  const note = page.getByRole('alert').filter({ hasText: words });
  await expect(note).toBeVisible();
  const notSaved = page.locator('#owner-not-saved'); // the line at the top
  await expect(notSaved).toHaveText('Not saved: the site would not build with this. What to change is marked in red.');
  await expect(page.getByText(/Failed to persist|Error:|Oops|ventures\[1\]|content\/ventures\.json/)).toHaveCount(0);
  // At the field: marked, focused and in view, and still there once Decap's notice has gone.
  await expect(ids.nth(1)).toBeFocused();
  await expect(ids.nth(1)).toHaveAttribute('aria-invalid', 'true');
  await expect(note).toBeInViewport();
  // Decap's own notice of the refusal goes after a few seconds: the note and the line stay.
  await page.clock.fastForward(30_000);
  await expect(page.locator('.Toastify__toast-body')).toBeHidden();
  await expect(note).toBeVisible();
  await expect(notSaved).toBeVisible();
  expect(readFileSync('content/ventures.json', 'utf8')).toBe(before);
  // Typing in the field takes it away.
  await ids.nth(1).fill(`${second?.id ?? ''}-new`);
  await expect(note).toHaveCount(0);
  await expect(notSaved).toHaveCount(0);
  await expect(ids.nth(1)).not.toHaveAttribute('aria-invalid');
  // Decap logs the refused save itself (console.error, its own code); no error escapes the page.
  expect(problems.filter((problem) => !problem.startsWith('error: Error: Not saved:'))).toEqual([]);
});

test('a change typed back is a change: published, then typed back and published again, the file is as it was', async ({ cms: page }) => {
  const file = 'content/home.json';
  const original = readFileSync(file, 'utf8');
  // Opened from the address bar over another entry: the form is this entry's, not the last one's.
  await openEntry(page, 'about');
  await page.evaluate(() => (location.hash = '#/collections/content/entries/home'));
  const label = page.getByRole('textbox', { name: 'Visible text of the link', exact: true }).first();
  await expect(label).toHaveValue(JSON.parse(original).hero.primary.label);
  const before = await label.inputValue();
  await label.fill('Learn more about me');
  await publish(page);
  await expect.poll(() => readFileSync(file, 'utf8').includes('"Learn more about me"')).toBe(true);
  // Typed back as he types, over the words selected.
  await label.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(before);
  await expect(page.getByRole('button', { name: 'Publish' })).toBeVisible();
  await publish(page);
  await expect.poll(() => readFileSync(file, 'utf8')).toBe(original);
});

test('with the editor stopped, Publish says so in his words, and his change stays in the form', async ({ cms: page }) => {
  await openEntry(page, 'about');
  const heading = page.getByRole('textbox', { name: 'The page’s main heading', exact: true });
  await heading.fill('About OJ, not yet saved');
  await page.route('**/api/v1', (route) => route.abort('connectionrefused')); // as a closed terminal leaves it
  await publish(page);
  await expect(page.locator('#owner-not-saved')).toHaveText(`${stoppedWords}Close`); // until he closes it
  await expect(page.getByText(/Failed to fetch|TypeError/)).toHaveCount(0);
  await expect(heading).toHaveValue('About OJ, not yet saved');
  await page.unroute('**/api/v1');
});

test('View Live opens the page being edited, and it shows a save at once', async ({ cms: page }) => {
  await openEntry(page, 'about');
  const live = page.getByRole('link', { name: 'View Live' });
  await expect(live).toHaveAttribute('href', `http://localhost:${editPort}/about`);
  const heading = page.getByRole('textbox', { name: 'The page’s main heading', exact: true });
  await heading.fill('About OJ, edited');
  await publish(page);
  await expect(page.getByText('Entry saved')).toBeVisible();
  const [site] = await Promise.all([page.context().waitForEvent('page'), live.click()]);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText('About OJ, edited');
  // His site as visitors see it: no development badge in its corner (Next's overlay may still
  // mount, its badge hidden: what he would see is the badge, not the element that holds it).
  await expect(site.locator('[data-next-badge-root]')).toBeHidden();
  await site.close();
});
