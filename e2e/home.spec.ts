import { episodes, streamingPlatforms } from '../content/podcast';
import { testimonials } from '../content/testimonials';
import { homeVentures } from '../content/ventures';
import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('hero: headline, tagline, Learn More and Book Me', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Global Project Leader, Entrepreneur & Mentor', { exact: true })).toBeVisible();
  const hero = page.getByRole('region', { name: await page.getByRole('heading', { level: 1 }).innerText() });
  await expect(hero.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
  await expect(hero.getByRole('link', { name: 'Book Me' })).toHaveAttribute('href', '/contact');
});

test('sections come in the order of the spec', async ({ page }) => {
  const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
  expect(headings).toEqual([
    'Delivery Across Borders, Industries and Deals',
    'What I Do',
    'What Clients Say',
    'My Ventures',
    'OJ to the World',
    'Ready to Lead Your Next Big Change?',
  ]);
});

test('about teaser: the four stats and My Full Story', async ({ page }) => {
  const about = page.locator('#about');
  const stats: [string, string][] = [
    ['15+', 'Years Experience'],
    ['200+', 'Projects Delivered'],
    ['50+', 'Client Companies'],
    ['8+', 'Ventures Founded'],
  ];
  for (const [value, label] of stats) {
    await expect(about.getByText(value, { exact: true })).toBeVisible();
    await expect(about.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(about.getByRole('link', { name: 'My Full Story' })).toHaveAttribute('href', '/about');
});

test('What I Do: four service cards linking to their anchors', async ({ page }) => {
  const cards = page.locator('#services').getByRole('article');
  await expect(cards).toHaveCount(4);
  const expected: [string, string][] = [
    ['M&A Project Management', '/services#ma'],
    ['Tech & Digital Transformation', '/services#transformation'],
    ['Mentorship & Training', '/services#mentorship'],
    ['Speaking & Content Creation', '/services#speaking'],
  ];
  for (const [name, href] of expected) {
    await expect(page.locator('#services').getByRole('link', { name })).toHaveAttribute('href', href);
  }
});

test('testimonials: three entries, one shown, arrows wrap both ways', async ({ page }) => {
  const carousel = page.getByRole('region', { name: 'Client testimonials' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(carousel.getByRole('group', { includeHidden: true })).toHaveCount(3);
  const shown = carousel.getByRole('group');
  await expect(shown).toHaveCount(1);
  // Slide changes are announced politely, and nothing rotates by itself.
  await expect(carousel.locator('[aria-live="polite"]')).toContainText(testimonials[0]!.text);
  await page.waitForTimeout(1500);
  await expect(shown).toHaveAccessibleName('1 of 3');
  await expect(shown).toHaveAccessibleName('1 of 3');
  await expect(shown).toContainText(testimonials[0]!.name);
  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(shown).toHaveAccessibleName('3 of 3');
  await expect(shown).toContainText(testimonials[2]!.name);
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(shown).toContainText(testimonials[0]!.name);
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(shown).toContainText(testimonials[1]!.name);
});

test('ventures: six cards, each opening a dialog with its name and description', async ({ page }) => {
  const section = page.locator('#ventures');
  const cards = section.getByRole('button', { name: new RegExp(homeVentures.map((v) => v.name).join('|')) });
  await expect(cards).toHaveCount(6);
  for (const venture of homeVentures) {
    await section.getByRole('button', { name: venture.name, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: venture.name });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(venture.description)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(section.getByRole('link', { name: 'Explore All Ventures' })).toHaveAttribute('href', '/ventures');
});

test('podcast: three episodes with title, date, duration and image, and platform links', async ({ page }) => {
  const podcast = page.locator('#podcast');
  const cards = podcast.getByRole('article');
  await expect(cards).toHaveCount(3);
  for (const [index, episode] of episodes.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole('heading', { name: episode.title })).toBeVisible();
    await expect(card.locator(`time[datetime="${episode.date}"]`)).toBeVisible();
    await expect(card.getByText(episode.duration)).toBeVisible();
    await expect(card.getByRole('img', { name: episode.image.alt })).toBeVisible();
  }
  for (const platform of streamingPlatforms) {
    await expect(podcast.getByRole('link', { name: platform.label })).toHaveAttribute('href', platform.href);
  }
});

test('call to action links to /contact and /services', async ({ page }) => {
  const cta = page.locator('#contact-cta');
  await expect(cta.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute('href', '/contact');
  await expect(cta.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
});
