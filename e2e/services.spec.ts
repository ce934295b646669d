import { services } from '../content/services';
import { expect, test } from './fixtures';

test('Services: six services at their anchors, each with four offerings and an inquiry button', async ({ page }) => {
  await page.goto('/services');
  for (const service of services) {
    const section = page.locator(`#${service.id}`);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(service.title);
    await expect(section.getByText(service.description)).toBeVisible();
    await expect(section.getByRole('listitem')).toHaveText([...service.features]);
    await expect(section.getByRole('link', { name: 'Inquire About This Service' })).toHaveAttribute('href', '/contact');
  }
  const ids = await page.locator('article[id]').evaluateAll((els) => els.map((el) => el.id));
  expect(ids).toEqual(['ma', 'transformation', 'mentorship', 'speaking', 'advisory', 'consulting']);
});

test('Services: the four-step approach and Get in Touch', async ({ page }) => {
  await page.goto('/services');
  const approach = page.locator('#approach');
  await expect(approach.getByRole('heading', { level: 3 })).toHaveText([
    'Discovery & Assessment',
    'Strategic Planning',
    'Expert Execution',
    'Optimization & Growth',
  ]);
  const touch = page.locator('#get-in-touch');
  await expect(touch.getByRole('heading', { level: 2 })).toHaveText('Get in Touch');
  await expect(touch.getByRole('link', { name: 'Get in Touch' })).toHaveAttribute('href', '/contact');
});

for (const service of services) {
  test(`/services#${service.id} brings its section into view below the fixed header`, async ({ page }) => {
    await page.goto(`/services#${service.id}`);
    const heading = page.locator(`#${service.id}`).getByRole('heading', { level: 2 });
    await expect(heading).toBeInViewport();
    const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
    const top = await page.locator(`#${service.id}`).evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
  });
}
