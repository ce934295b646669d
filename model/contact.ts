import data from '../content/contact.json' with { type: 'json' };
import { loadContent } from './registry.ts';
import { labelOf } from './routes.ts';
import type { ContactFormTexts } from './schema/contact.ts';

export type { ServiceInterest } from './schema/contact.ts';

const { serviceOptions: options, form, messageSent, ...page } = loadContent('contact', data);

/** One option of the service-interest select. */
export type ServiceOption = (typeof options)[number];

/** The six options, in order; the first is the default. There is deliberately no advisory option. */
export const serviceOptions: readonly ServiceOption[] = options;

/** Texts of the /contact page around the form: content/contact.json. */
export const contactPage = { ...page, title: labelOf('/contact') };

/** The fields of the message form, by their `name` attribute (what form backends receive). */
export type ContactField = 'name' | 'email' | 'subject' | 'service' | 'message';

/** Texts and limits of the message form. */
export interface ContactFormCopy extends ContactFormTexts {
  /**
   * Most characters each text field takes (`maxlength`): what form backends accept with room
   * to spare, and short enough that no paste can stall the page while the browser lays it out.
   */
  maxLength: Record<Exclude<ContactField, 'service'>, number>;
}

const { heading, intro, labels, ...messages } = form;

/** The message form's texts (content/contact.json) and limits. */
export const contactForm: ContactFormCopy = {
  heading,
  intro,
  labels,
  maxLength: { name: 100, email: 254, subject: 150, message: 5000 },
  ...messages,
};

/** The page a message sent without JavaScript lands on (`noindex`, not in the sitemap). */
export const messageSentPage = { ...messageSent, path: '/message-sent', title: form.sentTitle } as const;
