/**
 * @jest-environment node
 */
// *Put it online* against real git repositories on this machine: a bare repository as the place
// the site is kept, the owner's copy cloned from it, and another clone standing for the weekly
// podcast refresh, which commits there first.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { putOnline } from './online.ts';

let dir = '';
let remote = '';
let owner = '';
let refresh = '';
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: 'pipe',
    env: { ...process.env, GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.com' },
  }).trim();
const write = (root: string, file: string, text: string) => {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
};
/** The files a commit of the remote changed, and its message. */
const commitOf = (ref: string) => ({
  message: git(remote, 'log', '-1', '--format=%s', ref),
  files: git(remote, 'show', '--format=', '--name-only', ref).split('\n').sort(),
});

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'online-'));
  remote = join(dir, 'site.git');
  git(dir, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  const seed = join(dir, 'seed');
  git(dir, 'clone', '--quiet', remote, seed);
  write(seed, 'content/home.json', '{\n  "heading": "Home"\n}\n');
  write(seed, 'content/podcast.json', '{\n  "heading": "Podcast"\n}\n');
  write(seed, 'content/episodes.json', '{\n  "episodes": []\n}\n');
  write(seed, 'README.md', 'The site.\n');
  git(seed, 'add', '--all');
  git(seed, 'commit', '--quiet', '-m', 'The site');
  git(seed, 'push', '--quiet', 'origin', 'main');
  owner = join(dir, 'owner');
  refresh = join(dir, 'refresh');
  git(dir, 'clone', '--quiet', remote, owner);
  git(dir, 'clone', '--quiet', remote, refresh);
  git(owner, 'config', 'user.email', 'oj@example.com');
  git(owner, 'config', 'user.name', 'OJ');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The weekly refresh's commit, online before the owner presses the button. */
function refreshCommits(file = 'content/episodes.json', text = '{\n  "episodes": [1]\n}\n') {
  write(refresh, file, text);
  git(refresh, 'commit', '--quiet', '-am', 'podcast: refresh');
  git(refresh, 'push', '--quiet', 'origin', 'main');
  return git(refresh, 'rev-parse', 'HEAD');
}

it('takes what is online first, then sends one commit of content/ alone, named by his entries, and nothing else', async () => {
  const refreshed = refreshCommits();
  write(owner, 'content/home.json', '{\n  "heading": "Welcome"\n}\n');
  write(owner, 'content/photos/team.jpg', 'a photo');
  write(owner, 'content/insights/first-steps.md', '---\ntitle: First Steps\n---\n\nText.\n');
  write(owner, 'README.md', 'A developer’s change, not his to send.\n');
  write(owner, 'notes.txt', 'a file of his own, outside content/');
  expect(await putOnline(owner)).toEqual({
    online: true,
    words: 'Sent: Home page, the article “First Steps” and the photo team.jpg. Your site shows them in a minute or two, once your host has built it.',
  });
  expect(git(remote, 'rev-parse', 'main~1')).toBe(refreshed); // one commit, on top of the refresh's
  expect(commitOf('main')).toEqual({
    message: 'Changed in the editor: Home page, the article “First Steps” and the photo team.jpg',
    files: ['content/home.json', 'content/insights/first-steps.md', 'content/photos/team.jpg'],
  });
  expect([git(owner, 'diff', '--name-only'), git(owner, 'ls-files', '--others', '--exclude-standard')]).toEqual(['README.md', 'notes.txt']); // as they were, unsent
  expect(readFileSync(join(owner, 'content/episodes.json'), 'utf8')).toContain('[1]'); // the refresh's episodes, here too
  expect(await putOnline(owner)).toEqual({ online: true, words: 'Nothing new to put online: every change you published is online already.' });
});

it('says so in one line, keeping his changes, when there is no remote, no network, no permission, or both changed one entry', async () => {
  write(owner, 'content/podcast.json', '{\n  "heading": "The Show"\n}\n');
  const kept = () => readFileSync(join(owner, 'content/podcast.json'), 'utf8').includes('The Show');

  refreshCommits('content/podcast.json', '{\n  "heading": "OJ to the World"\n}\n');
  expect(await putOnline(owner)).toEqual({
    online: false,
    words:
      'Not online yet: Podcast changed online too (the weekly podcast update, or another computer), in the same places as here. Nothing is lost: your changes are kept on this computer. HOSTING.md, “When both changed”, says how they are joined.',
  });
  expect([kept(), git(owner, 'status', '--porcelain')]).toEqual([true, '']); // committed here, the rebase undone
  expect(git(owner, 'log', '-1', '--format=%s')).toBe('Changed in the editor: Podcast');

  // The place his site is kept refuses (a hook, as a host refuses a push without permission).
  git(owner, 'reset', '--quiet', '--hard', 'origin/main');
  write(owner, 'content/home.json', '{\n  "heading": "Hello"\n}\n');
  write(remote, 'hooks/pre-receive', '#!/bin/sh\necho "Permission to olu/site.git denied to someone." >&2\nexit 1\n');
  chmodSync(join(remote, 'hooks/pre-receive'), 0o755);
  expect((await putOnline(owner)).words).toBe(
    `Not online yet: the place your site is kept (origin) did not let this computer send changes: it needs this computer's permission once (HOSTING.md, “Put it online”). Your changes are kept on this computer.`,
  );
  rmSync(join(remote, 'hooks/pre-receive'));

  git(owner, 'remote', 'set-url', 'origin', 'http://127.0.0.1:9/site.git'); // nothing listens there
  expect((await putOnline(owner)).words).toBe(
    'Not online yet: this computer could not reach the place your site is kept (origin): check the internet connection, then press Put it online again.',
  );

  git(owner, 'remote', 'remove', 'origin');
  expect((await putOnline(owner)).words).toBe(
    'Not online yet: this copy of your site has nowhere to send your changes yet. It is set up once: HOSTING.md, “Put it online”.',
  );
  expect(readFileSync(join(owner, 'content/home.json'), 'utf8')).toContain('Hello');
});

it('never sends a developer’s commits not yet online', async () => {
  write(owner, 'next.config.mjs', 'export default {};\n');
  git(owner, 'add', 'next.config.mjs');
  git(owner, 'commit', '--quiet', '-m', 'A developer’s work in progress');
  write(owner, 'content/home.json', '{\n  "heading": "Welcome"\n}\n');
  const before = git(remote, 'rev-parse', 'main');
  expect((await putOnline(owner)).words).toBe(
    "Not online yet: this copy of your site has a developer's changes not yet online (next.config.mjs), which only they may send: ask them to, then press Put it online again.",
  );
  expect(git(remote, 'rev-parse', 'main')).toBe(before);
});
