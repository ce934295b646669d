/**
 * @jest-environment node
 */
// An entry's history and a version put back, on a real repository (./online.harness.ts).
import { git, json, read, repos, specData, write } from './online.harness.ts';
import { historyOf, putBack } from './history.ts';
import { putOnline } from './online.ts';

it('lists what went online of an entry, newest first, and puts one back on his computer in one press, to put online again', async () => {
  const contact = specData('contact');
  write(repos.owner, 'content/contact.json', json({ ...contact, heading: 'A Heading He Regrets' }));
  expect((await putOnline(repos.owner)).online).toBe(true);
  const versions = await historyOf(repos.owner, 'content/contact.json');
  // What each changed in his words, never the commits' messages; the newest is the one he has, not offered.
  expect(versions.map(({ changed, current }) => [changed, current])).toEqual([
    ['“The page’s main heading”', true],
    ['its first version', false],
  ]);
  const [, first] = versions;
  const answer = await putBack(repos.owner, 'content/contact.json', first?.commit ?? '');
  expect(answer).toEqual({
    done: true,
    words: expect.stringMatching(
      /^Contact page and form is as it was on \d+ \w+ \d{4}(,| at) \d\d:\d\d, on this computer\. Look at it, then press Put it online to put it back online too\.$/,
    ),
  });
  expect(read(repos.owner, 'content/contact.json')).toBe(json(contact));
  expect((await putOnline(repos.owner)).online).toBe(true);
  expect(git(repos.remote, 'show', 'main:content/contact.json')).toBe(json(contact).trim());
  // Only an entry's own versions, and only entries.
  expect((await putBack(repos.owner, 'content/contact.json', 'f'.repeat(40))).done).toBe(false);
  expect(await historyOf(repos.owner, 'app/page.tsx')).toEqual([]);
  expect(await historyOf(repos.owner, 'content/../app/page.tsx')).toEqual([]);
});

it('says what each version of an article changed: its fields by their labels, its text by a line of it', async () => {
  const article = (title: string, body: string) => `---\ntitle: "${title}"\ndate: 2026-11-20\nsummary: "Short."\n---\n\n${body}\n`;
  write(repos.owner, 'content/insights/day-one.md', article('Day One', 'The first line.\n\nA second line.'));
  expect((await putOnline(repos.owner)).online).toBe(true);
  write(repos.owner, 'content/insights/day-one.md', article('Day 1', 'The first line.\n\nA better second line, longer than before.'));
  expect((await putOnline(repos.owner)).online).toBe(true);
  const versions = await historyOf(repos.owner, 'content/insights/day-one.md');
  expect(versions.map(({ changed, current }) => [changed, current])).toEqual([
    ['“Title”, the text (“A better second line, longer than before.”)', true],
    ['its first version', false],
  ]);
});
