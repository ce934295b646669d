import { contactForm } from './contactFormPage';
import { served } from '../playwright.config';
import { readContent } from '#model/readContent.ts';
import { site } from '#model/site.ts';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { standIns } from '../scripts/test/stand-ins';

test.use({ baseURL: served.delivery }); // the all-services export (out-delivery/)

const privacyPage = readContent('privacy');

// The owner's services as a visitor meets them, on the build with every one of them on
// (out-delivery/, scripts/test/build-delivery.ts): the privacy page the site then has, the booking
// link, and the podcast teaser filled by `npm run podcast:refresh` from a local feed (scripts/test/feeds/).

test.describe('the privacy page, while the site collects messages, statistics and newsletter sign-ups', () => {
  test('the footer’s Privacy Policy link lands on it, with its own title, description and canonical address', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyPage.heading);
    await expect(page).toHaveTitle(new RegExp(`^${privacyPage.heading} \\| ${site.name}`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', privacyPage.metaDescription);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/privacy$/);
    expect((await page.request.get('/privacy')).status()).toBe(200);
  });

  test('says who is responsible, what each service collects and by whom, the visitor’s rights, and offers the opt-out', async ({ page }) => {
    await page.goto('/privacy');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      privacyPage.controller.heading,
      privacyPage.messages.heading,
      privacyPage.statistics.heading,
      privacyPage.newsletter.heading,
      privacyPage.rights.heading,
      privacyPage.optOut.heading,
    ]);
    await expect(main.getByRole('region', { name: privacyPage.messages.heading })).toContainText(`through ${new URL(standIns.formBackend).hostname}`);
    await expect(main.getByRole('region', { name: privacyPage.statistics.heading })).toContainText(
      `Plausible Analytics, run at ${new URL(standIns.eventsBackend).host}`,
    );
    await expect(main.getByRole('region', { name: privacyPage.newsletter.heading })).toContainText(`goes to ${new URL(standIns.newsletter).host}`);
    await expect(main.getByRole('link', { name: site.emails[0].address })).toHaveAttribute('href', `mailto:${site.emails[0].address}`);
    await expect(main.getByRole('switch', { name: privacyPage.optOut.label })).toBeEnabled();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('is in the sitemap, and the form’s privacy note links to it', async ({ page, request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)).toContain('/privacy');
    await page.goto('/contact');
    const note = page.getByText(contactForm.privacyNote.replace('{service}', new URL(standIns.formBackend).hostname));
    await expect(note.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});

test('what the services add (the privacy page, the opt-out, the booking link, the form’s note) passes axe in the dark scheme too', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  for (const path of ['/privacy', '/contact']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test('the contact page offers the booking link beside the form: a plain link to the scheduling page, no embed', async ({ page }) => {
  await page.goto('/contact');
  const booking = page.getByRole('link', { name: 'Book a call' });
  await expect(booking).toHaveAttribute('href', standIns.bookingUrl);
  await expect(page.locator('iframe')).toHaveCount(0);
  // The specification's calls to action still lead to the form.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Book Me' })).toHaveAttribute('href', '/contact');
});

test('the podcast teaser shows the three latest episodes of the feed, each linking to its page on the site, with their images served by the site', async ({
  page,
}) => {
  await page.goto('/');
  const podcast = page.locator('#podcast');
  const expected = [
    { title: 'Carve-outs: Day 1 & the 100 Days After', date: '16 November 2026', duration: '50 min', link: '/podcast/carve-outs-day-1-the-100-days-after' },
    { title: 'When the Integration Plan Meets Reality', date: '2 November 2026', duration: '44 min', link: '/podcast/when-the-integration-plan-meets-reality' },
    { title: 'Mentoring Across Time Zones', date: '19 October 2026', duration: '1 h 6 min', link: '/podcast/mentoring-across-time-zones' },
  ];
  const articles = podcast.getByRole('article');
  await expect(articles).toHaveCount(3);
  for (const [index, episode] of expected.entries()) {
    const article = articles.nth(index);
    await expect(article.getByRole('heading', { level: 3 })).toHaveText(episode.title);
    await expect(article.getByRole('link', { name: episode.title })).toHaveAttribute('href', episode.link);
    await expect(article.locator('time')).toHaveText([episode.date, episode.duration]);
    const image = article.getByRole('img');
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const source = await image.evaluate((img: HTMLImageElement) => img.currentSrc);
    // From the site itself, written by its photo pipeline: img-src needs no feed host.
    expect(new URL(source).origin).toBe(new URL(page.url()).origin);
    expect(await image.getAttribute('alt')).toBe(`Cover art of “${episode.title}”`);
  }
});
