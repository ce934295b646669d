import { aboutPage, milestones, values } from '../content/about';
import { expect, test } from './fixtures';

test('About: hero, journey, mission, four values, four milestones and the call to action, in order', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutPage.heading);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([
    'My Journey',
    'My Mission',
    'Core Values',
    'Professional Milestones',
    'Ready to Lead Your Next Big Change?',
  ]);
  for (const paragraph of aboutPage.journey) await expect(main.getByText(paragraph)).toBeVisible();

  const mission = page.locator('#mission');
  await expect(mission.getByText(aboutPage.mission)).toBeVisible();
  await expect(mission.getByRole('heading', { level: 3 })).toHaveText(['For Businesses', 'For Individuals']);

  await expect(page.locator('#values').getByRole('heading', { level: 3 })).toHaveText(values.map((v) => v.title));
  await expect(page.locator('#values').getByRole('heading', { level: 3 })).toHaveText(['Excellence', 'Empowerment', 'Innovation', 'Inspiration']);

  const timeline = page.locator('#milestones').getByRole('listitem');
  await expect(timeline).toHaveCount(4);
  for (const [index, milestone] of milestones.entries()) {
    await expect(timeline.nth(index)).toContainText(milestone.year);
    await expect(timeline.nth(index)).toContainText(milestone.title);
  }

  const cta = page.locator('#contact-cta');
  await expect(cta.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute('href', '/contact');
  await expect(cta.getByRole('link', { name: 'Explore Services' })).toHaveAttribute('href', '/services');
});
