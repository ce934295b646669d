import { existsSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { routes } from '#model/routes.ts';
import { ports } from '../scripts/pipeline/ports.ts';
import { colorSchemes, expect, loadEveryPhoto, openMainNav, schemeSuffix, test } from './fixtures';
import { browsersOwn, picturesComparable } from './pictures';

// Every screen compared with its last approved picture (e2e/screens.spec.ts-snapshots/), at
// 1280×800 (desktop) and 390×844 (phone), whole pages: what an edit of the content or a change
// of the code moves, the comparison shows. Stock photos are the fixtures' local placeholder,
// motion is off, the copyright year (the build's) is masked. After an intended change:
// `npm run test:screens:update`, look at the new pictures, commit them.
//
// Pixels are only reproducible with the same browser build and fonts: these run in the browser
// pinned with the project, and are skipped, naming both releases, in any other (./pictures).
test.skip(!picturesComparable().here, picturesComparable().otherwise);

test.use({ reducedMotion: 'reduce' });

/** The whole page with every photo in, in CSS pixels, the build's year hidden. */
async function expectScreen(page: Page, name: string) {
  // A new page (npm run new:page) has none yet: say how to make one, rather than only that it is missing.
  const approved = test.info().snapshotPath(`${name}.png`, { kind: 'screenshot' });
  const updating = ['all', 'changed'].includes(test.info().config.updateSnapshots);
  if (!updating && !existsSync(approved))
    throw new Error(`${name}: no approved picture yet. With the exports built, run \`npm run test:screens:update\`, look at ${approved}, and commit it.`);
  await loadEveryPhoto(page);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    // A whole page is drawn at its full height for its picture, which may move a page by a pixel
    // once (the article's settled a pixel taller after the first): time for a second, stable one.
    timeout: 15_000,
    scale: 'css',
    mask: [page.getByText(/^© \d{4} /), ...browsersOwn(page)],
  });
}

const nameOf = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\//g, '-'));

// The pages of the owner's writing and show, in the all-services build (out-delivery/: sample
// articles, terms and a local feed's episodes): an article and the show, at the desktop size in
// the light scheme. The list of articles and the terms are set in the article's parts; their
// colours are the roles every page uses (axe checks them in both schemes), and their reflow at
// 320 px is the journeys' (e2e/voice.delivery.spec.ts) and the longest content's.
test.describe('the owner’s voice', () => {
  test.use({ baseURL: `http://127.0.0.1:${ports.delivery}` });
  for (const path of ['/blog/leading-through-change', '/podcast']) {
    test(`${path} looks as approved`, async ({ page }) => {
      await page.goto(path);
      await expectScreen(page, nameOf(path));
    });
  }
});

// One picture a screen, at the desktop size in the light scheme. In the dark scheme, the home
// page (every surface and role a page uses: bands, cards, photos, the footer) and the open
// dialog (the one surface over the page); the other pages' dark colours are the same roles,
// and axe checks their contrast in both schemes. At the phone size (tagged `@phone-picture`,
// the phone-pictures project), what only a phone shows: the menu (in both schemes) and the
// contact form after an empty submit. Home and contact at a phone's width are the longest
// content's pictures, at 390 px (e2e/content-limits.longest.spec.ts): the same screens, once.
const phoneSize = { tag: '@phone-picture' };
for (const colorScheme of colorSchemes) {
  const suffix = schemeSuffix(colorScheme);
  const light = colorScheme === 'light';
  test.describe(`${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    for (const { path } of routes.filter(({ path }) => light || path === '/')) {
      test(`${path} looks as approved`, async ({ page }) => {
        await page.goto(path);
        await expectScreen(page, `${nameOf(path)}${suffix}`);
      });
    }

    test('an open venture dialog looks as approved', async ({ page }) => {
      await page.goto('/ventures');
      await page
        .getByRole('button', { name: /^Learn More about / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveScreenshot(`venture-dialog${suffix}.png`, { scale: 'css' });
    });

    test.describe('at a phone’s size', () => {
      // Asked of the project, before a page is opened.
      test.skip(({ isMobile }) => !isMobile, 'the menu is a phone’s');

      test('the phone menu, open, looks as approved', phoneSize, async ({ page }) => {
        await page.goto('/');
        await openMainNav(page);
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeVisible();
        await expect(page).toHaveScreenshot(`phone-menu${suffix}.png`, { scale: 'css' });
      });
    });

    if (!light) return;

    test('the not-found page looks as approved', async ({ page }) => {
      await page.goto('/no-such-page');
      await expectScreen(page, `not-found${suffix}`);
    });

    test('the contact form after an empty submit looks as approved', phoneSize, async ({ page }) => {
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Send a Message' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(form.getByLabel('Your Name')).toBeFocused();
      await expect(form).toHaveScreenshot(`contact-form-invalid${suffix}.png`, { scale: 'css', mask: browsersOwn(page) });
    });
  });
}
