import { readFileSync, writeFileSync } from 'node:fs';
import { expect, openEntry, publish, test } from './cms.ts';

// An episode taken off the site in the editor (Podcast, Episodes off the site) leaves the home
// page's three at once, as OWNER.md says, not at the next refresh: its title no longer links
// anywhere from home. The copy's show is scripts/test/editor-episodes.json; the teaser's first is
// made one of its episodes, as a refresh would have written it.

const original = readFileSync('content/podcast.json', 'utf8');
// Not the newest, whose transcript another journey writes (e2e/cms/transcript.cms.spec.ts).
const stored = JSON.parse(readFileSync('content/episodes.json', 'utf8')).episodes[1];
test.beforeAll(() => {
  const podcast = JSON.parse(original);
  podcast.episodes[0] = { ...podcast.episodes[0], id: stored.id, date: stored.date, title: stored.title.slice(0, 90) };
  writeFileSync('content/podcast.json', `${JSON.stringify(podcast, null, 2)}\n`);
});
test.afterAll(() => writeFileSync('content/podcast.json', original));

test('an episode taken off the site leaves the home page’s three as soon as he publishes', async ({ cms: page, request }) => {
  const home = async () => (await request.get('/')).text();
  await expect.poll(home).toContain(`id="${stored.id}-title"`);
  await openEntry(page, 'podcast');
  const offTheSite = page.getByRole('combobox', { name: /^Episodes off the site/ });
  await offTheSite.click();
  await page.getByRole('option', { name: stored.title, exact: true }).click();
  await publish(page);
  await expect.poll(() => JSON.parse(readFileSync('content/podcast.json', 'utf8')).leftOff).toEqual([stored.slug]);
  await expect.poll(home).not.toContain(`id="${stored.id}-title"`);
});
