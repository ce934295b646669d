import { site } from '#model/site.ts';
import { expect, isPhone, openMainNav, test } from './fixtures';

// The header's and footer's contents on every page are read from the HTML
// (tests/exports/pages.export.test.ts); here, the header as a visitor uses it.
test('header: brand, the six links in order and Contact Me, in the menu at the phone size', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: site.name })).toHaveAttribute('href', '/');
  const nav = await openMainNav(page);
  await expect(nav.getByRole('link')).toHaveText(['Home', 'About', 'What I Do', 'Ventures', 'OJ to the World', 'Insights', 'Contact Me']);
  await expect(banner).toHaveCSS('position', 'fixed');
});

test('the page title and the phone menu follow a link to another page', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  const nav = await openMainNav(page);
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About OJ');
  await expect(page).toHaveTitle(/^About \| /);
  if (isPhone(page)) await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })).toBeHidden();
});
