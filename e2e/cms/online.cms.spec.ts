import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, openEntry, publish, test } from './cms.ts';

// *Put it online*, pressed in the CMS as the owner presses it, against a real git remote: a bare
// repository the test gives the project (the editor's copy) and a commit of its own first, as the
// weekly podcast refresh makes one there. Last of the journeys (its own Playwright project): what
// it takes from the remote changes the copy.

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: 'pipe' }).trim();
const dir = mkdtempSync(join(tmpdir(), 'online-journey-'));
const remote = join(dir, 'site.git');
const original = readFileSync('content/about.json', 'utf8');
let theirs = '';

test.describe.configure({ mode: 'serial' }); // the second journey goes on from what the first sent

test.beforeAll(() => {
  // The copy as the owner's clone: one commit of everything, pushed to the place his site is kept.
  git('.', 'init', '--quiet', '--initial-branch=main');
  git('.', 'config', 'user.email', 'oj@example.com');
  git('.', 'config', 'user.name', 'OJ');
  git('.', 'add', '--all');
  git('.', 'commit', '--quiet', '--no-verify', '-m', 'The site');
  git(dir, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  git('.', 'remote', 'add', 'origin', remote);
  git('.', 'push', '--quiet', '--set-upstream', 'origin', 'main');
  // The refresh's commit, online before he presses.
  const other = join(dir, 'refresh');
  git(dir, 'clone', '--quiet', remote, other);
  writeFileSync(
    join(other, 'content/episodes.json'),
    readFileSync(join(other, 'content/episodes.json'), 'utf8').replace('"title": "', '"title": "Refreshed: '),
  );
  git(other, '-c', 'user.email=bot@example.com', '-c', 'user.name=Refresh', 'commit', '--quiet', '-am', 'podcast: refresh');
  git(other, 'push', '--quiet', 'origin', 'main');
  theirs = git(other, 'rev-parse', 'HEAD');
});
test.afterAll(() => {
  writeFileSync('content/about.json', original);
  rmSync(dir, { recursive: true, force: true });
});

test('Put it online sends what he published as one commit of content/ on top of what is online, says when the site shows it, and the episodes that came with it are offered after a reload', async ({
  cms: page,
}) => {
  await openEntry(page, 'about');
  await page.getByRole('textbox', { name: 'The page’s main heading', exact: true }).fill('About Olu');
  await publish(page);
  await expect.poll(() => readFileSync('content/about.json', 'utf8')).toContain('"About Olu"');
  await page.getByRole('button', { name: 'Put it online' }).click();
  // A push takes what the network gives it: on a busy machine, seconds.
  await expect(page.getByRole('status').filter({ hasText: /^Sent:/ })).toContainText(
    'Sent: About page. Your site shows it in a minute or two, once your host has built it. What changed online is on this computer now too (the podcast’s episodes): reload the editor to see it there.',
    { timeout: 30_000 },
  );
  expect(git(remote, 'rev-parse', 'main~1')).toBe(theirs);
  expect(git(remote, 'log', '-1', '--format=%s', 'main')).toBe('Changed in the editor: About page');
  expect(git(remote, 'show', '--format=', '--name-only', 'main')).toBe('content/about.json');
  expect(readFileSync('content/episodes.json', 'utf8')).toContain('Refreshed: '); // what was online is here too
  // The episodes it brought are his to choose among once the editor is loaded again: no restart.
  page.once('dialog', (dialog) => void dialog.accept()); // Decap asks before leaving a form it thinks unsaved
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload the editor' }).click()]);
  await page.getByRole('button', { name: 'Put it online' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Nothing new/ })).toHaveText(
    'Nothing new to put online: every change you published is online already.',
    { timeout: 30_000 },
  );
  await openEntry(page, 'podcast', { reload: false });
  await page.getByRole('combobox', { name: /^Episodes off the site/ }).click();
  await expect(page.getByRole('option', { name: /^Refreshed: / }).first()).toBeVisible();
  await page.keyboard.press('Escape');
});

test('where the same field changed online and here, he chooses which to keep, without a word of git; and an earlier version is put back in one press', async ({
  cms: page,
}) => {
  const other = join(dir, 'refresh');
  git(other, 'pull', '--quiet');
  writeFileSync(join(other, 'content/about.json'), readFileSync(join(other, 'content/about.json'), 'utf8').replace('"About Olu"', '"About Olu, Online"'));
  git(other, '-c', 'user.email=bot@example.com', '-c', 'user.name=Other', 'commit', '--quiet', '-am', 'From another computer');
  git(other, 'push', '--quiet', 'origin', 'main');
  await openEntry(page, 'about');
  await page.getByRole('textbox', { name: 'The page’s main heading', exact: true }).fill('About OJ');
  await publish(page);
  await expect.poll(() => readFileSync('content/about.json', 'utf8')).toContain('"About OJ"');
  await page.getByRole('button', { name: 'Put it online' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Not online yet: About page changed online too/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('alert').filter({ hasText: /^Not online yet:/ })).not.toContainText(/git|rebase|conflict/);
  const field = page.getByRole('group', { name: 'About page, “The page’s main heading”' });
  await expect(field.getByRole('radio', { name: 'Keep what is online: “About Olu, Online”' })).toBeVisible();
  await field.getByRole('radio', { name: 'Keep yours: “About OJ”' }).check();
  await page.getByRole('button', { name: 'Put it online with these' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Sent: About page/ })).toBeVisible({ timeout: 30_000 });
  expect(git(remote, 'show', 'main:content/about.json')).toContain('"About OJ"');

  // Undo: the About page as it was before any of this, put back in one press, to put online.
  await page.getByRole('button', { name: 'Earlier versions of this entry' }).click();
  await page
    .getByRole('button', { name: /^Put back as it was on / })
    .last()
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: /^About page is as it was on .*, on this computer\. Look at it, then press Put it online/ }),
  ).toBeVisible();
  expect(readFileSync('content/about.json', 'utf8')).toBe(original);
});

test('a content file the site cannot read is named on the preview and in its entry, never the framework’s screen, and its last good version is put back in one press', async ({
  cms: page,
}) => {
  const good = readFileSync('content/site.json', 'utf8');
  const breakIt = () => writeFileSync('content/site.json', good.replace('{', '{ "name": '));
  breakIt(); // as a change made elsewhere and kept, or a hand's edit, leaves it
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page cannot be shown yet');
  await expect(page.getByRole('heading', { name: 'Site: name, contacts, socials cannot be read' })).toBeVisible();
  await expect(page.getByText('Its file is not a data file the site can use.')).toBeVisible();
  await expect(page.getByText(/Build Error|Turbopack|Issue/)).toHaveCount(0);
  await page.getByRole('button', { name: /^Put back its last good version \(/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JSON.parse(original).heading, { timeout: 60_000 }); // the page itself, back
  expect(readFileSync('content/site.json', 'utf8')).toBe(good);

  breakIt();
  await openEntry(page, 'site');
  const panel = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Site: name, contacts, socials cannot be read' }) });
  await expect(panel).toContainText('Its file is not a data file the site can use.');
  await panel.getByRole('button', { name: /^Put back its last good version \(/ }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByRole('textbox').first()).not.toHaveValue(''); // the form as the file has it, not empty
  expect(readFileSync('content/site.json', 'utf8')).toBe(good);
});
