import { routes } from '../content/routes';
import { services } from '../content/services';
import { site } from '../content/site';
import { expect, isPhone, openMainNav, test } from './fixtures';

for (const { path } of routes) {
  test.describe(`shared header and footer on ${path}`, () => {
    // At the phone size too, on one page: there the links are in the menu (playwright.config.ts).
    test('header: brand, the six links in order and Contact Me', { tag: path === '/' ? '@phone' : [] }, async ({ page }) => {
      await page.goto(path);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: site.name })).toHaveAttribute('href', '/');
      const nav = await openMainNav(page);
      const links = nav.getByRole('link');
      await expect(links).toHaveText(['Home', 'About', 'What I Do', 'Ventures', 'OJ to the World', 'Insights', 'Contact Me']);
      const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(['/', '/about', '/services', '/ventures', '/podcast', '/blog', '/contact']);
      await expect(banner).toHaveCSS('position', 'fixed');
    });

    test('footer: blurb, socials in a new tab, quick and service links, contact details, copyright, legal links', async ({ page }) => {
      await page.goto(path);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByText(site.blurb)).toBeVisible();
      const socials = footer.getByRole('list', { name: 'Social media' }).getByRole('link');
      await expect(socials).toHaveCount(4);
      for (const social of site.socials) {
        const link = footer.getByRole('link', { name: new RegExp(`^${social.label.replace(/[()]/g, '\\$&')}`) });
        await expect(link).toHaveAttribute('href', social.href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      const quick = footer.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
      await expect(quick).toHaveCount(6);
      const serviceLinks = footer.getByRole('navigation', { name: 'Services' }).getByRole('link');
      await expect(serviceLinks).toHaveText(services.map((s) => s.title));
      const serviceHrefs = await serviceLinks.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      expect(serviceHrefs).toEqual(services.map((s) => `/services#${s.id}`));
      await expect(footer.getByRole('link', { name: site.emails[0].address })).toHaveAttribute('href', `mailto:${site.emails[0].address}`);
      await expect(footer.getByRole('link', { name: site.phones[0].display })).toHaveAttribute('href', `tel:${site.phones[0].dial}`);
      await expect(footer.getByText('London, UK')).toBeVisible();
      await expect(footer.getByText(`© ${new Date().getFullYear()} ${site.name}`)).toBeVisible();
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
      await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    });
  });
}

test('the page title and the phone menu follow a client-side navigation', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/');
  const nav = await openMainNav(page);
  await nav.getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About OJ');
  await expect(page).toHaveTitle(/^About \| /);
  if (isPhone(page)) {
    await expect(page.getByRole('button', { name: /menu/i })).toHaveAttribute('aria-expanded', 'false');
  }
});
