import type { Photo, ServiceId } from './types';

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

/** Texts of the /contact page and its form. */
export const contactPage = {
  title: 'Contact',
  metaDescription:
    'Contact OJ about M&A integration, digital transformation, mentoring or speaking: email, UK and US phone numbers, social profiles and a message form.',
  eyebrow: 'Contact',
  heading: "Let's Work Together",
  intro: 'Tell me about your deal, programme or ambition. I read every message myself and reply within two working days.',
  image: {
    src: 'https://images.unsplash.com/photo-1551434678-e076c223a692',
    alt: '',
    width: 1920,
    height: 1280,
  } satisfies Photo,
  detailsHeading: 'Contact Details',
  emailHeading: 'Email',
  phoneHeading: 'Phone',
  locationHeading: 'Location',
  socialHeading: 'Follow Me',
  mailtoLabel: 'Send an Email',
  formHeading: 'Send a Message',
  formIntro: 'All fields except the service are required.',
  fields: {
    name: 'Your Name',
    email: 'Email Address',
    subject: 'Subject',
    service: 'Service of Interest',
    message: 'Message',
  },
  submitLabel: 'Send Message',
  /** Shown under the button only when the browser runs no scripts: the form cannot send then. */
  noScriptNote: 'This form needs JavaScript, which is off in this browser. Please use Send an Email instead.',
  toastTitle: 'Message Sent',
  toastText: "Thank you for reaching out. I'll get back to you shortly!",
} as const;
