import { readContent } from '#model/readContent.ts';
import { expect, test } from './fixtures';

// What the page says: tests/exports/pages.export.test.ts. Here, where each anchor scrolls to.
test('/services#<id> brings each section into view below the fixed header', async ({ page }) => {
  for (const service of readContent('services').services) {
    await page.goto(`/services#${service.id}`);
    const heading = page.locator(`#${service.id}`).getByRole('heading', { level: 2 });
    await expect(heading, service.id).toBeInViewport();
    const headerBottom = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().bottom);
    const top = await page.locator(`#${service.id}`).evaluate((el) => el.getBoundingClientRect().top);
    expect(top, service.id).toBeGreaterThanOrEqual(headerBottom - 1);
  }
});
