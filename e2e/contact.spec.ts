import { contactForm, serviceOptions } from './contactFormPage';
import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
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
