import { readFileSync, writeFileSync } from 'node:fs';
import { expect, openEntry, publish, test } from './cms.ts';

// Two tabs of the editor on one entry, as the owner leaves them open: each Publish carries the
// version its form was opened from (editor/browser/versions.ts), so the second joins the first by
// field instead of overwriting it with the old headline, and a change to the same field is refused
// with both versions, kept through a reload until he keeps his or the other's (editor/browser/clash.ts).

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

  // The same field, in the tab that has not seen the other's headline, with a change of its own
  // beside it: refused, both versions said, and his whole save kept for him to choose.
  const tagline = (page: typeof first) => page.getByRole('textbox', { name: 'Visible text of the link', exact: true }).nth(1);
  await headline(second).fill('A headline from the second tab.');
  await tagline(second).fill('Read my insights');
  // Decap's local backup of the form, which its question would offer after a reload.
  await expect.poll(() => second.evaluate(backupKeys), { timeout: 10_000 }).toContain('backup.content.home');
  await publish(second);
  const refused = second.getByRole('alert').filter({
    hasText:
      /^Not saved: Home page was changed in another tab or window while this one was open, in the same place as here: “The big line under “Hello, I’m …”” is “Deals and digital change, led from Day 1\.” there and “A headline from the second tab\.” here\. Keep yours or the other with one press below/,
  });
  await expect(refused).toBeVisible();
  await expect(second.getByRole('alert').filter({ hasText: /Not saved/ })).toHaveCount(1); // said once: Decap's notice of it is not shown beside
  expect(JSON.parse(readFileSync('content/home.json', 'utf8')).hero.headline).toBe('Deals and digital change, led from Day 1.');

  // He reloads, as the browser offers: the choice is still there, and Decap asks nothing about a backup.
  const asked: string[] = [];
  second.on('dialog', (dialog) => {
    if (dialog.type() !== 'beforeunload') asked.push(dialog.message());
    void dialog.accept();
  });
  await second.reload();
  await expect(headline(second)).toHaveValue('Deals and digital change, led from Day 1.');
  await expect(refused).toBeVisible();
  await refused.getByRole('button', { name: 'Keep yours' }).click();
  await expect(headline(second)).toHaveValue('A headline from the second tab.');
  await expect(tagline(second)).toHaveValue('Read my insights');
  await expect(refused).toHaveCount(0);
  const kept = JSON.parse(readFileSync('content/home.json', 'utf8'));
  expect([kept.hero.headline, kept.hero.primary.label, kept.hero.secondary.label]).toEqual(['A headline from the second tab.', 'About me', 'Read my insights']);
  expect(asked).toEqual([]);
  await second.close();
});

/** The keys of Decap's local backups (localforage's IndexedDB, as Decap keeps them). */
function backupKeys(): Promise<string[]> {
  return new Promise((resolve) => {
    const opening = indexedDB.open('localforage');
    opening.onsuccess = () => {
      const keys = opening.result.transaction('keyvaluepairs').objectStore('keyvaluepairs').getAllKeys();
      keys.onsuccess = () => resolve(keys.result.map(String));
      keys.onerror = () => resolve([]);
    };
    opening.onerror = () => resolve([]);
  });
}
