/**
 * @jest-environment node
 */
// *Put it online* against real git repositories on this machine (./online.harness.ts): what it
// sends, and each failure said in one line with his changes kept.
import { chmodSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { changeOnline, commitOf, git, json, online, read, repos, specData, write } from './online.harness.ts';
import { putOnline } from './online.ts';

const sent = (words: string, them = 'them') => ({
  online: true,
  words: `Sent: ${words}. Your site shows ${them} in a minute or two, once your host has built it.`,
});

it('takes what is online first, then sends one commit of content/ alone, named by his entries, and nothing else', async () => {
  const refreshed = changeOnline({ 'content/episodes.json': json({ episodes: [], feed: 'https://example.com/feed.xml' }) });
  const home = specData('home');
  write(repos.owner, 'content/home.json', json({ ...home, metaDescription: 'Welcome to the site of OJ, who leads deals and digital change.' }));
  write(repos.owner, 'content/photos/team.jpg', 'a photo');
  write(repos.owner, 'content/insights/first-steps.md', '---\ntitle: First Steps\ndate: 2026-11-20\nsummary: Where to begin.\n---\n\nText.\n');
  write(repos.owner, 'README.md', 'A developer’s change, not his to send.\n');
  write(repos.owner, 'notes.txt', 'a file of his own, outside content/');
  const answer = sent('Home page, the article “First Steps” and the photo team.jpg');
  expect(await putOnline(repos.owner)).toEqual({
    ...answer,
    words: `${answer.words} What changed online is on this computer now too (the podcast’s episodes): reload the editor to see it there.`,
    reload: true,
  });
  expect(git(repos.remote, 'rev-parse', 'main~1')).toBe(refreshed); // one commit, on top of the refresh's
  expect(commitOf('main')).toEqual({
    message: 'Changed in the editor: Home page, the article “First Steps” and the photo team.jpg',
    files: ['content/home.json', 'content/insights/first-steps.md', 'content/photos/team.jpg'],
  });
  // His copy is what went online, his engineer's files as they were, unsent.
  expect(git(repos.owner, 'rev-parse', 'HEAD')).toBe(git(repos.remote, 'rev-parse', 'main'));
  expect(git(repos.owner, 'status', '--porcelain', '--untracked-files=all')).toBe('M README.md\n?? notes.txt');
  expect(read(repos.owner, 'content/episodes.json')).toContain('example.com/feed.xml'); // the refresh's, here too
  expect(await putOnline(repos.owner)).toEqual({ online: true, words: 'Nothing new to put online: every change you published is online already.' });
});

it('says so in one line, keeping his changes, when there is no remote, no network, no permission, a protected branch or no repository', async () => {
  const contact = { ...specData('contact'), heading: 'Say Hello' };
  write(repos.owner, 'content/contact.json', json(contact));
  const kept = () =>
    expect([read(repos.owner, 'content/contact.json'), git(repos.owner, 'status', '--porcelain')]).toEqual([json(contact), 'M content/contact.json']);
  const hook = (said: string) => {
    write(repos.remote, 'hooks/pre-receive', `#!/bin/sh\necho "${said}" >&2\nexit 1\n`);
    chmodSync(join(repos.remote, 'hooks/pre-receive'), 0o755);
  };

  hook('Permission to olu/site.git denied to someone.'); // as a host refuses a push without permission
  expect((await putOnline(repos.owner)).words).toBe(
    `Not online yet: the place your site is kept did not let this computer send changes: it needs this computer's permission once (HOSTING.md, “Put it online”). Your changes are kept on this computer.`,
  );
  kept();
  hook('remote: error: GH006: Protected branch update failed for refs/heads/main.');
  expect((await putOnline(repos.owner)).words).toBe(
    'Not online yet: the place your site is kept takes changes to main only after a review (it is a protected branch): ask a developer to let the editor send there (HOSTING.md, “Put it online”). Your changes are kept on this computer.',
  );
  rmSync(join(repos.remote, 'hooks/pre-receive'));

  git(repos.owner, 'remote', 'set-url', 'origin', join(repos.dir, 'moved.git'));
  expect((await putOnline(repos.owner)).words).toBe(
    'Not online yet: there is no copy of your site at the address this computer sends to: it may have been moved or renamed. It is set up once: HOSTING.md, “Put it online”.',
  );
  git(repos.owner, 'remote', 'set-url', 'origin', 'http://127.0.0.1:9/site.git'); // nothing listens there
  expect((await putOnline(repos.owner)).words).toBe(
    'Not online yet: this computer could not reach the place your site is kept: check the internet connection, then press Put it online again.',
  );
  git(repos.owner, 'remote', 'remove', 'origin');
  expect((await putOnline(repos.owner)).words).toBe(
    'Not online yet: this copy of your site has nowhere to send your changes yet. It is set up once: HOSTING.md, “Put it online”.',
  );
  kept();
});

it('sends to the branch’s own remote, else to origin, never to another remote first in the list', async () => {
  const fork = join(repos.dir, 'fork.git');
  git(repos.dir, 'clone', '--quiet', '--bare', repos.remote, fork);
  git(repos.owner, 'remote', 'add', 'a-fork', fork);
  git(repos.owner, 'branch', '--unset-upstream');
  write(repos.owner, 'content/settings.json', json({ ...specData('settings'), search: 'in the header too' }));
  expect(await putOnline(repos.owner)).toEqual({ online: true, words: expect.stringMatching(/^Sent: Settings/) });
  expect(online('content/settings.json')).toContain('in the header too');
  expect(git(fork, 'show', 'main:content/settings.json')).not.toContain('in the header too');
  expect(git(repos.owner, 'status', '--porcelain')).toBe('');
});
