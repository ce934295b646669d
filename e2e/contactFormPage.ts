import type { Page } from '@playwright/test';
import { formCopy } from '../components/ContactForm/copy';
import { readContent } from '#model/readContent.ts';
import { expect, fillContactForm } from './fixtures';
import type { Inbox } from './form-backend/client';

// The contact form as the journeys use it (the delivery journeys against the site built to post
// to the local form backend), and its texts (content/contact.json).

const { form: texts, serviceOptions, messageSent } = readContent('contact');

/** The form's texts and limits, as the contact page hands them to it. */
export const contactForm = formCopy(texts);

/** The service options, and the page a message sent without JavaScript lands on. */
export { serviceOptions, messageSent };
export { messageSentPath } from '../components/ContactForm/copy';

/** What the delivery journeys type, the email address aside (the inbox's own). */
export const message = {
  'Your Name': 'Ada Lovelace',
  Subject: 'A merger next spring',
  Message: 'We are acquiring a competitor.\nWe need an integration lead.',
};

/** The message form, and its send button. */
export const form = (page: Page) => page.getByRole('form', { name: contactForm.heading });
export const send = (page: Page) => form(page).getByRole('button', { name: contactForm.submitLabel });

/** Types the message with the inbox's address and picks a service. */
export async function fill(page: Page, inbox: Inbox, values: Record<string, string> = message) {
  await fillContactForm(page, { ...values, 'Email Address': inbox.email });
  await page.getByLabel(contactForm.labels.service).selectOption('speaking');
}

/** Every field still holds what was typed. */
export async function expectKept(page: Page, inbox: Inbox) {
  for (const [label, value] of Object.entries({ ...message, 'Email Address': inbox.email })) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await expect(page.getByLabel(contactForm.labels.service)).toHaveValue('speaking');
}

/** The confirmation: the spec's toast and announcement, and an empty form. */
export async function expectConfirmed(page: Page) {
  await expect(page.getByText(contactForm.sentTitle, { exact: true })).toBeVisible();
  await expect(page.getByText(contactForm.sentText, { exact: true })).toBeVisible();
  await expect(form(page).getByRole('status')).toContainText(contactForm.sentTitle);
  for (const label of Object.keys(message)) await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
  await expect(page.getByLabel(contactForm.labels.service)).toHaveValue('general');
}
