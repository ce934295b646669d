/**
 * @jest-environment node
 */
// What changed online and what he changed, joined by field without git's words (./join.ts), on
// real git repositories (./online.harness.ts).
import { changeOnline, git, json, online, read, repos, specData, write } from './online.harness.ts';
import { putOnline } from './online.ts';

const data = (text: string) => JSON.parse(text);

it('joins another field of the same file, a neighbour of his, changed online', async () => {
  changeOnline({ 'content/contact.json': (now) => ({ ...now, heading: 'Changed on Another Computer' }) }, 'From another computer');
  write(repos.owner, 'content/contact.json', json({ ...specData('contact'), intro: 'His own intro, the line after the heading.' }));
  expect((await putOnline(repos.owner)).words).toMatch(/^Sent: Contact page/);
  for (const contact of [data(online('content/contact.json')), data(read(repos.owner, 'content/contact.json'))])
    expect([contact.heading, contact.intro]).toEqual(['Changed on Another Computer', 'His own intro, the line after the heading.']);
  expect(git(repos.owner, 'status', '--porcelain')).toBe('');
});

it('joins the weekly refresh’s episodes with his change to the podcast page', async () => {
  const podcast = specData('podcast');
  const teased = Array.isArray(podcast.episodes) ? podcast.episodes : [];
  changeOnline({
    'content/podcast.json': (now) => ({ ...now, episodes: teased.map((episode) => ({ ...episode, title: `Refreshed: ${episode.title}` })) }),
    'content/episodes.json': json({ episodes: [], feed: 'https://example.com/feed.xml' }),
  });
  write(repos.owner, 'content/podcast.json', json({ ...podcast, intro: 'His sentence under the heading, written the same week.' }));
  expect((await putOnline(repos.owner)).words).toMatch(/^Sent: Podcast/);
  const joined = data(online('content/podcast.json'));
  expect(joined.intro).toBe('His sentence under the heading, written the same week.');
  expect(joined.episodes.map(({ title }: { title: string }) => title.startsWith('Refreshed: '))).toEqual([true, true, true]);
});

it('asks him which to keep where both changed one field, in the editor’s words, sends nothing until he chose, then sends his choice', async () => {
  const before = changeOnline({ 'content/contact.json': (now) => ({ ...now, heading: 'Their Heading' }) }, 'From another computer');
  write(repos.owner, 'content/contact.json', json({ ...specData('contact'), heading: 'His Heading', intro: 'His intro.' }));
  const answer = await putOnline(repos.owner);
  expect(answer).toEqual({
    online: false,
    words:
      'Not online yet: Contact page and form changed online too (the weekly podcast update, or another computer), in the same places as here. Choose which to keep of each, then press Put it online with these. Until then your changes stay on this computer.',
    choose: [
      { key: 'content/contact.json#heading', where: 'Contact page and form, “The page’s main heading”', online: '“Their Heading”', yours: '“His Heading”' },
    ],
  });
  expect(answer.words).not.toMatch(/git|rebase|merge|conflict/i);
  expect(git(repos.remote, 'rev-parse', 'main')).toBe(before);
  expect(git(repos.owner, 'status', '--porcelain')).toBe('M content/contact.json');

  expect((await putOnline(repos.owner, { 'content/contact.json#heading': 'online' })).words).toMatch(/^Sent: Contact page/);
  const contact = data(online('content/contact.json'));
  expect([contact.heading, contact.intro]).toEqual(['Their Heading', 'His intro.']);
  expect(data(read(repos.owner, 'content/contact.json')).heading).toBe('Their Heading');
});

it('says what is true after “Keep what is online” of all he changed there: nothing of it sent, his copy online’s, the editor to reload', async () => {
  changeOnline({ 'content/contact.json': (now) => ({ ...now, heading: 'Their Heading' }) }, 'From another computer');
  write(repos.owner, 'content/contact.json', json({ ...specData('contact'), heading: 'His Heading' }));
  const asked = await putOnline(repos.owner);
  expect(asked.choose?.map(({ key }) => key)).toEqual(['content/contact.json#heading']);
  const before = git(repos.remote, 'rev-parse', 'main');
  const kept = await putOnline(repos.owner, { 'content/contact.json#heading': 'online' });
  expect(kept).toEqual({
    online: true,
    words:
      'Nothing new to put online: every change you published is online already. What changed online is on this computer now too (Contact page and form): reload the editor to see it there.',
    reload: true,
  });
  expect(git(repos.remote, 'rev-parse', 'main')).toBe(before);
  expect(data(read(repos.owner, 'content/contact.json')).heading).toBe('Their Heading');
});
