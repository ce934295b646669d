import { readFileSync, writeFileSync } from 'node:fs';
import { expect, openEntry, publish, test } from './cms.ts';

// Two tabs of the editor on one entry, as the owner leaves them open: each Publish carries the
// version its form was opened from (scripts/cms/versions.ts), so the second joins the first by
// field instead of overwriting it with the old headline, and a change to the same field is refused
// with both versions.

const original = readFileSync('content/home.json', 'utf8');
test.afterAll(() => writeFileSync('content/home.json', original));

test('two tabs on the Home page: the second tab’s Publish keeps the first’s change, and the same field changed in both is refused with both', async ({
  cms: first,
}) => {
  const second = await first.context().newPage();
  await openEntry(first, 'home');
  await openEntry(second, 'home');
  const headline = (page: typeof first) => page.getByRole('textbox', { name: 'The big line under “Hello, I’m …”', exact: true });
  const linkWords = (page: typeof first) => page.getByRole('textbox', { name: 'Visible text of the link', exact: true }).first();

  await headline(first).fill('Deals and digital change, led from Day 1.');
  await publish(first);
  await expect(first.getByText('Entry saved')).toBeVisible();
  await linkWords(second).fill('About me');
  await publish(second);
  await expect(
    second.getByRole('alert').filter({ hasText: /^Saved, together with what was saved in another tab or window meanwhile \(Home page\)/ }),
  ).toBeVisible();
  const saved = JSON.parse(readFileSync('content/home.json', 'utf8'));
  expect([saved.hero.headline, saved.hero.primary.label]).toEqual(['Deals and digital change, led from Day 1.', 'About me']);

  // The same field, in the tab that has not seen the other's headline: refused, both versions said.
  await headline(second).fill('A headline from the second tab.');
  await publish(second);
  await expect(
    second.getByRole('alert').filter({
      hasText:
        /^Not saved: Home page was changed in another tab or window while this one was open, in the same place as here: “The big line under “Hello, I’m …”” is “Deals and digital change, led from Day 1\.” there and “A headline from the second tab\.” here\./,
    }),
  ).toBeVisible();
  expect(JSON.parse(readFileSync('content/home.json', 'utf8')).hero.headline).toBe('Deals and digital change, led from Day 1.');
  await second.close();
});
