// What the message form is handed: its texts (content/contact.json, `form`) with its limits,
// its service options, and the page a message sent without JavaScript lands on.
import type { Content } from '#model/registry.ts';
import type { ContactFormTexts } from '#model/schema/contact.ts';

export type { ServiceInterest } from '#model/schema/contact.ts';

/** One option of the service-interest select. */
export type ServiceOption = Content<'contact'>['serviceOptions'][number];

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

/** The form's texts with its limits (after its labels, as the page has always handed them). */
export const formCopy = ({ heading, intro, labels, ...messages }: ContactFormTexts): ContactFormCopy => ({
  heading,
  intro,
  labels,
  maxLength: { name: 100, email: 254, subject: 150, message: 5000 },
  ...messages,
});

/** The page a message sent without JavaScript lands on (`noindex`, not in the sitemap; its title is the confirmation's). */
export const messageSentPath = '/message-sent';
