import type { Content } from '#model/registry.ts';
import type { ContactFormTexts } from '#model/schema/contact.ts';

export type { ServiceInterest } from '#model/schema/contact.ts';

export type ServiceOption = Content<'contact'>['serviceOptions'][number];

export type ContactField = 'name' | 'email' | 'subject' | 'service' | 'message';

export interface ContactFormCopy extends ContactFormTexts {
  /** What backends accept, short enough that no paste can stall the page's layout. */
  maxLength: Record<Exclude<ContactField, 'service'>, number>;
}

export const formCopy = ({ heading, intro, labels, ...messages }: ContactFormTexts): ContactFormCopy => ({
  heading,
  intro,
  labels,
  maxLength: { name: 100, email: 254, subject: 150, message: 5000 },
  ...messages,
});

export const messageSentPath = '/message-sent';
