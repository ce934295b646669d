import { contactForm } from './contactFormPage';
import { routes } from '#model/routes.ts';
import { testimonials } from '#model/testimonials.ts';
import { expect, fillContactForm, isFullyOpaque, test } from './fixtures';

test.use({ javaScriptEnabled: false }); // the visitor with JavaScript off, on out/

test('every page without JavaScript: every heading visible and opaque, every nav link reachable', async ({ page }) => {
  for (const { path } of routes) {
    await page.goto(path);
    const headings = page.getByRole('main').getByRole('heading');
    expect(await headings.count(), path).toBeGreaterThan(1);
    for (const heading of await headings.all()) {
      await expect(heading, path).toBeVisible();
      // The home hero plays its CSS entrance (from 60% up) without scripts too: opaque once it ends.
      await expect.poll(() => isFullyOpaque(heading), path).toBe(true);
    }
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: /menu/i })).toBeHidden();
    for (const name of ['Home', 'About', 'What I Do', 'Ventures', 'OJ to the World', 'Insights', 'Contact Me']) {
      await expect(nav.getByRole('link', { name, exact: true }), path).toBeVisible();
    }
  }
});

test('the home hero text is in the HTML, never hidden for a fade, and ends fully visible', async ({ page }) => {
  const response = await page.goto('/');
  expect(await response?.text()).not.toMatch(/opacity:\s*0/);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toBeVisible();
  await expect.poll(() => isFullyOpaque(h1)).toBe(true);
});

test('all three testimonials are readable without JavaScript', async ({ page }) => {
  await page.goto('/');
  for (const t of testimonials) await expect(page.getByText(t.text)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next testimonial' })).toBeHidden();
});

test('a contact form submit without JavaScript keeps every value and puts nothing in the URL', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByText(contactForm.noScriptNote)).toBeVisible();
  const values = { 'Your Name': 'Ada', 'Email Address': 'ada@example.com', Subject: 'Hello', Message: 'A private message' };
  await fillContactForm(page, values);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await page.waitForLoadState('load');
  expect(new URL(page.url()).search).toBe('');
  for (const [label, value] of Object.entries(values)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
});
