/**
 * @jest-environment node
 */
// The seventh red team's findings against *Put it online* (issue 84), each on real git
// repositories (./online.harness.ts).
import { copyFileSync, existsSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { heicWithPlace, placeWords } from '../../scripts/test/heic-with-place.ts';
import { placeKeptWords } from '#model/schema/cms.ts';
import { changeOnline, commitOf, git, json, online, onlineBytes, read, repos, specData, write } from './online.harness.ts';
import { historyOf, putBack } from './history.ts';
import { putOnline } from './online.ts';

it('sends a HEIC copied in by hand without where it was taken, and one whose place cannot be taken out not at all', async () => {
  write(repos.owner, 'content/photos/IMG_0001.HEIC', await heicWithPlace());
  const broken = await heicWithPlace();
  broken.writeUInt32BE(0xffff, 28); // its item table unreadable
  write(repos.owner, 'content/photos/IMG_0002.HEIC', broken);
  const answer = await putOnline(repos.owner);
  expect(answer.online).toBe(true);
  expect(answer.words).toContain(`The photo IMG_0002.HEIC: ${placeKeptWords}.`);
  expect(commitOf('main').files).toEqual(['content/photos/IMG_0001.HEIC']);
  const sent = onlineBytes('content/photos/IMG_0001.HEIC').toString('latin1');
  for (const words of [placeWords.model, placeWords.serial]) expect(sent).not.toContain(words);
  expect(sent.slice(4, 12)).toBe('ftypheic'); // still his HEIC
});

it('runs nothing but git at his press: no hook of the repository, no file-system monitor', async () => {
  const ran = join(repos.dir, 'ran');
  const script = (name: string) => {
    const path = join(repos.dir, name);
    writeFileSync(path, `#!/bin/sh\necho ${name} >> "${ran}"\n`, { mode: 0o755 });
    return path;
  };
  for (const hook of ['pre-push', 'reference-transaction', 'post-index-change', 'pre-commit', 'post-checkout'])
    copyFileSync(script(hook), join(repos.owner, '.git/hooks', hook));
  git(repos.owner, 'config', 'core.fsmonitor', script('fsmonitor'));
  write(repos.owner, 'content/home.json', json({ ...specData('home'), metaDescription: 'A change of his, sent with no hook run.' }));
  const answer = await putOnline(repos.owner);
  expect(answer.online).toBe(true);
  expect(commitOf('main').files).toEqual(['content/home.json']);
  expect(existsSync(ran) ? readFileSync(ran, 'utf8') : '').toBe('');
});

describe('an earlier version put back is a save like any other', () => {
  it('is never written through a link in content/, to a file outside the project', async () => {
    const outside = join(repos.dir, 'outside.json');
    writeFileSync(outside, 'a file of his, outside the project\n');
    const first = (await historyOf(repos.owner, 'content/contact.json')).at(-1);
    rmSync(join(repos.owner, 'content/contact.json'));
    symlinkSync(outside, join(repos.owner, 'content/contact.json'));
    const answer = await putBack(repos.owner, 'content/contact.json', first?.commit ?? '');
    expect(answer).toEqual({
      done: false,
      words: 'Not put back: content/contact.json is a link to somewhere else, which the editor never follows: put the file itself there.',
    });
    expect(readFileSync(outside, 'utf8')).toBe('a file of his, outside the project\n');
  });

  it('is refused, in his words, where the build would refuse it today; and Put it online refuses a file changed by hand that it would', async () => {
    const contact = specData('contact');
    write(repos.owner, 'content/contact.json', json({ ...contact, heading: '' }));
    git(repos.owner, 'commit', '--quiet', '-am', 'An old contact page, with no heading');
    write(repos.owner, 'content/contact.json', json(contact));
    git(repos.owner, 'commit', '--quiet', '-am', 'Its heading again');
    const [, refused] = await historyOf(repos.owner, 'content/contact.json');
    expect(refused?.changed).toMatch(/^“.+”$/); // the heading, by its label
    const answer = await putBack(repos.owner, 'content/contact.json', refused?.commit ?? '');
    expect(answer.done).toBe(false);
    expect(answer.words).toMatch(
      /^Not put back: that version would not be taken by the site today \(Contact page and form: .+\)\. Choose another version, or change it in the editor\.$/,
    );
    expect(read(repos.owner, 'content/contact.json')).toBe(json(contact));
    // The same file changed by hand, outside the editor, and a data file that is no JSON: neither is sent.
    const before = git(repos.remote, 'rev-parse', 'main');
    write(repos.owner, 'content/contact.json', json({ ...contact, heading: '' }));
    write(repos.owner, 'content/home.json', '{ "heading": "broken');
    const online = await putOnline(repos.owner);
    expect(online.online).toBe(false);
    expect(online.words).toContain('Contact page and form: ');
    expect(online.words).toContain('cannot be read: its file is not a data file the site can use');
    expect(git(repos.remote, 'rev-parse', 'main')).toBe(before);
  });
});

it('puts a save he kept during a press to him at the next press: never sent over online’s change unasked', async () => {
  const contact = specData('contact');
  changeOnline({ 'content/contact.json': (now) => ({ ...now, heading: 'Heading From Another Computer' }) });
  write(repos.owner, 'content/contact.json', json({ ...contact, intro: 'His intro.' }));
  // His save of the same heading, his way, while the press sends: made by the receiving side of the push.
  const during = join(repos.dir, 'during.json');
  writeFileSync(during, json({ ...contact, intro: 'His intro.', heading: 'His Own Heading' }));
  const receive = join(repos.dir, 'receive-pack');
  writeFileSync(receive, `#!/bin/sh\ncp "${during}" "${join(repos.owner, 'content/contact.json')}"\nexec git receive-pack "$@"\n`, { mode: 0o755 });
  git(repos.owner, 'config', 'remote.origin.receivepack', receive);
  const first = await putOnline(repos.owner);
  expect(first.words).toContain('What you saved meanwhile in Contact page and form is kept as you saved it');
  expect(online('content/contact.json')).toContain('"heading": "Heading From Another Computer"');
  git(repos.owner, 'config', '--unset', 'remote.origin.receivepack');
  const second = await putOnline(repos.owner);
  expect(second.online).toBe(false);
  expect(second.choose?.map(({ online: theirs, yours }) => [theirs, yours])).toEqual([
    [expect.stringContaining('Heading From Another Computer'), expect.stringContaining('His Own Heading')],
  ]);
  expect(online('content/contact.json')).toContain('"heading": "Heading From Another Computer"');
  const third = await putOnline(repos.owner, { [second.choose?.[0]?.key ?? '']: 'yours' });
  expect(third.online).toBe(true);
  expect(online('content/contact.json')).toContain('"heading": "His Own Heading"');
  expect((await putOnline(repos.owner)).words).toMatch(/^Nothing new to put online/);
});

it('follows a file renamed online: his change of it goes to its new name, and no second copy is made', async () => {
  const article = (body: string) => `---\ntitle: "Day One"\ndate: 2026-11-20\nsummary: "Short."\n---\n\n${body}\n`;
  changeOnline({ 'content/insights/day-one.md': article('The first text.') }, 'An article');
  git(repos.owner, 'pull', '--quiet');
  git(repos.other, 'mv', 'content/insights/day-one.md', 'content/insights/day-1.md');
  git(repos.other, 'commit', '--quiet', '-m', 'Renamed on another computer');
  git(repos.other, 'push', '--quiet', 'origin', 'main');
  write(repos.owner, 'content/insights/day-one.md', article('His better text.'));
  const answer = await putOnline(repos.owner);
  expect([answer.online, answer.choose]).toEqual([true, undefined]);
  expect(online('content/insights/day-1.md')).toContain('His better text.');
  expect(git(repos.remote, 'ls-tree', '--name-only', 'main', 'content/insights/')).toBe('content/insights/day-1.md');
  expect(existsSync(join(repos.owner, 'content/insights/day-one.md'))).toBe(false);
  expect(read(repos.owner, 'content/insights/day-1.md')).toContain('His better text.');
});
