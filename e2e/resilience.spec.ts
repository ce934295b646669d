import { contactForm } from './contactFormPage';
import { stockPhotoUrl } from '../scripts/tools/photo-urls.ts';
import { expect, fillContactForm, openMainNav, recordOutgoing, showIntent, test } from './fixtures';
import { photosMayFail } from './photoJourneys';

test.describe('hostile input in the contact form', () => {
  const inputs = {
    'Your Name': '<img src=x onerror="window.pwned=1">Mallory',
    'Email Address': 'mallory@example.com',
    Subject: '<script>window.pwned=2</script> مرحبا بالعالم 👋🏽',
    // As long as the field takes (its maxlength; a longer paste is cut there, see contact-form.spec.ts).
    Message: `${'<b>bold?</b> '.repeat(10)}${'x'.repeat(contactForm.maxLength.message - 140)} שלום 🚀`,
  };

  test('is never rendered as markup, never executed, never sent, and the form still resets', async ({ page }) => {
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    const outgoing = recordOutgoing(page);
    await fillContactForm(page, inputs);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(inputs.Message);
    const logged = page.waitForEvent('console', (m) => m.text().includes('Contact form submitted'));
    await page.getByRole('button', { name: 'Send Message' }).click();
    const data = await (await logged).args()[1]!.jsonValue();
    expect(data.message).toHaveLength(inputs.Message.length);
    expect(data.subject).toBe(inputs.Subject);
    await expect(page.getByText('Message Sent', { exact: true })).toBeVisible();
    for (const label of Object.keys(inputs)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await page.locator('main img[src="x"], main b').count()).toBe(0);
    expect(outgoing).toEqual([]);
  });
});

// The stock-photo host down (the fixture's stand-in photos are replaced by refusals).
photosMayFail(stockPhotoUrl, ['/']);

test.describe('render errors', () => {
  test.use({ expectedConsole: /./ });

  test('a page that fails to render shows "Unexpected Application Error!" inside the layout, with a way home', async ({ page }) => {
    // Test-only trigger: corrupt the Contact page's React payload (its own file, fetched with its
    // scripts) so the form receives no options and throws as React renders it. Nothing of this is in the site.
    await page.route(/\/_next\/static\/payload\//, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('\\"options\\":[', '\\"options\\":null,\\"unused\\":[');
      await route.fulfill({ response, body });
    });
    await page.goto('/');
    await (await openMainNav(page)).getByRole('link', { name: 'Contact Me' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await showIntent(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a failure in the root layout shows the same fallback in place of the whole page', async ({ page }) => {
    // Test-only trigger: make the header's scroll reading throw once the page is interactive.
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      Object.defineProperty(window, 'scrollY', {
        configurable: true,
        get: () => {
          throw new Error('test-only render error');
        },
      });
      window.dispatchEvent(new Event('scroll'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
