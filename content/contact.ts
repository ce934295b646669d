import { orSample } from './samplePhotos.ts';
import type { ServiceId } from './types.ts';

/** Values of the service-interest select: `general` plus every service id except `advisory`. */
export type ServiceInterest = 'general' | Exclude<ServiceId, 'advisory'>;

/** One option of the service-interest select. */
export interface ServiceOption {
  /** Submitted value. */
  value: ServiceInterest;
  /** Visible label. */
  label: string;
}

/** The six options, in order; the first is the default. There is deliberately no advisory option. */
export const serviceOptions: readonly ServiceOption[] = [
  { value: 'general', label: 'General Inquiry' },
  { value: 'ma', label: 'M&A Project Management' },
  { value: 'transformation', label: 'Digital Transformation' },
  { value: 'mentorship', label: 'Training & Mentorship' },
  { value: 'speaking', label: 'Speaking & Media' },
  { value: 'consulting', label: 'Executive Consulting' },
];

/** The service the form starts with and returns to after a submit. */
export const defaultServiceInterest: ServiceInterest = 'general';

/** Texts of the /contact page around the form. */
export const contactPage = {
  title: 'Contact',
  metaDescription:
    'Contact OJ about M&A integration, digital transformation, mentoring or speaking: email, UK and US phone numbers, social profiles and a message form.',
  eyebrow: 'Contact',
  heading: "Let's Work Together",
  intro: 'Tell me about your deal, programme or ambition. I read every message myself and reply within two working days.',
  image: orSample({
    src: 'https://images.unsplash.com/photo-1551434678-e076c223a692',
    alt: '',
    width: 1920,
    height: 1280,
  }, 'hero-page.jpg'),
  detailsHeading: 'Contact Details',
  emailHeading: 'Email',
  phoneHeading: 'Phone',
  locationHeading: 'Location',
  socialHeading: 'Follow Me',
  mailtoLabel: 'Send an Email',
} as const;

/** The fields of the message form, by their `name` attribute (what form backends receive). */
export type ContactField = 'name' | 'email' | 'subject' | 'service' | 'message';

/** Texts and limits of the message form. */
export interface ContactFormCopy {
  /** Heading above the fields; also the form's accessible name. */
  heading: string;
  /** Note under the heading. */
  intro: string;
  /** Visible label of each field. */
  labels: Record<ContactField, string>;
  /**
   * Most characters each text field takes (`maxlength`): what form backends accept with room
   * to spare, and short enough that no paste can stall the page while the browser lays it out.
   */
  maxLength: Record<Exclude<ContactField, 'service'>, number>;
  /** Said under a field once fewer than a tenth of its characters are left; `{count}` is the number. */
  charactersLeft: string;
  /** The button, and what it says while a message is on its way. */
  submitLabel: string;
  sendingLabel: string;
  /** Shown, in `log` delivery only, until the form's scripts run: without them it cannot send. */
  noScriptNote: string;
  /** Under the form where messages are delivered: where they go; `{service}` names the service. */
  privacyNote: string;
  /** Label of the honeypot field, which people never see and bots fill in. */
  honeypotLabel: string;
  /** The confirmation once a message is accepted (the specification's texts). */
  sentTitle: string;
  sentText: string;
  /**
   * Said when the service did not confirm a message (an error, no answer in time: it may still
   * have arrived); the form keeps every value, and a retry carries the same submission id.
   */
  failedTitle: string;
  failedText: string;
  /** The link that opens the visitor's email program with the message filled in. */
  emailInsteadLabel: string;
}

/** The message form's texts. */
export const contactForm: ContactFormCopy = {
  heading: 'Send a Message',
  intro: 'All fields except the service are required.',
  labels: {
    name: 'Your Name',
    email: 'Email Address',
    subject: 'Subject',
    service: 'Service of Interest',
    message: 'Message',
  },
  maxLength: { name: 100, email: 254, subject: 150, message: 5000 },
  charactersLeft: '{count} characters left',
  submitLabel: 'Send Message',
  sendingLabel: 'Sending…',
  noScriptNote: 'This form cannot send until this page has finished loading, and not at all with JavaScript off. Please use Send an Email instead.',
  privacyNote: 'Your message goes to OJ through {service} and is used only to reply to you.',
  honeypotLabel: 'Leave this field empty',
  sentTitle: 'Message Sent',
  sentText: "Thank you for reaching out. I'll get back to you shortly!",
  failedTitle: 'Message Not Confirmed',
  failedText:
    'Your message could not be confirmed as sent, though it may have gone through. It is still in the form: try again in a moment (a repeat is marked as the same message), or send it by email instead.',
  emailInsteadLabel: 'Send it by email instead',
};

/** The page a message sent without JavaScript lands on (`noindex`, not in the sitemap). */
export const messageSentPage = {
  path: '/message-sent',
  title: 'Message Sent',
  metaDescription: 'Your message to OJ has been received. Thank you for reaching out; expect a reply within two working days.',
  homeLink: 'Return to Home',
  contactLink: 'Send Another Message',
} as const;
