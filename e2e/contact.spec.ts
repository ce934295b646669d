import { contactForm, serviceOptions } from '../content/contact';
import { site } from '../content/site';
import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
});

test('Contact: both emails, UK and US phones, the location, socials and a mailto link', async ({ page }) => {
  const details = page.getByRole('main');
  for (const email of site.emails) {
    await expect(details.getByRole('link', { name: email.address })).toHaveAttribute('href', `mailto:${email.address}`);
  }
  for (const phone of site.phones) {
    await expect(details.getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.dial}`);
  }
  await expect(details.getByText('London, UK')).toBeVisible();
  const socials = details.getByRole('list', { name: 'Follow Me' }).getByRole('link');
  await expect(socials).toHaveCount(4);
  for (const link of await socials.all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(details.getByRole('link', { name: 'Send an Email' })).toHaveAttribute('href', `mailto:${site.emails[0].address}`);
});

test('Contact: the form has its labelled fields and the six service options', async ({ page }) => {
  const form = page.getByRole('form', { name: 'Send a Message' });
  for (const label of ['Your Name', 'Email Address', 'Subject', 'Message']) {
    await expect(form.getByLabel(label)).toHaveAttribute('required', '');
  }
  await expect(form.getByLabel('Email Address')).toHaveAttribute('type', 'email');
  const service = form.getByLabel('Service of Interest');
  await expect(service).toHaveValue('general');
  await expect(service.getByRole('option')).toHaveText(serviceOptions.map((o) => o.label));
  // With scripts running the form can send, so the note for browsers without them stays hidden.
  await expect(form.getByText(contactForm.noScriptNote)).toBeHidden();
});
