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
  expect(versions.map(({ message }) => message)).toEqual(['Changed in the editor: Contact page and form', 'The site']);
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
