// content/contact.json: the /contact page, its message form's texts and the page a message sent
// without JavaScript lands on.
import { z } from 'zod';
import { exactly, metaDescription, pageHead, text } from './fields.ts';
import { serviceNames } from './services.ts';

/** Values of the service-interest select, in order: `general`, then every service but `advisory`. */
export const serviceInterests = ['general', 'ma', 'transformation', 'mentorship', 'speaking', 'consulting'] as const;

/** One option of the service-interest select. */
const serviceOption = z.object({
  value: z
    .enum(serviceInterests)
    .meta({ optionLabels: { general: 'General enquiry', ...serviceNames } })
    .describe('Which service it asks about: fixed, one each.'),
  label: text(40, 'Visible label.'),
});

const label = (description: string) => text(40, description);

/** The message form's texts. */
const form = z.object({
  heading: label('Heading above the fields; also the form’s name for screen readers.'),
  intro: text(120, 'Note under the heading.'),
  labels: z
    .object({
      name: label('Label of the name field.'),
      email: label('Label of the email field.'),
      subject: label('Label of the subject field.'),
      service: label('Label of the service select.'),
      message: label('Label of the message field.'),
    })
    .describe('Visible label of each field.'),
  charactersLeft: text(
    40,
    'Note of characters left: said under a field once fewer than a tenth of its characters are left. The site puts the number where the text says {count}: keep that word, braces and all.',
  ).regex(/\{count\}/, 'must keep {count}, where the site puts the number'),
  submitLabel: label('The send button.'),
  sendingLabel: label('The button while a message is on its way.'),
  noScriptNote: text(
    240,
    'Note where the form cannot send: shown, while messages are not delivered to you, to a visitor whose browser has its scripts turned off.',
  ),
  privacyNote: text(
    240,
    'Under the form when messages are delivered: where they go. The site puts the service’s name where the text says {service}: keep that word, braces and all.',
  ).regex(/\{service\}/, 'must keep {service}, where the site puts the service’s name'),
  honeypotLabel: label('Label of the field only robots fill in: nobody sees it; a message with it filled in is junk and dropped.'),
  sentTitle: label('Title once a message is accepted: the confirmation’s title.'),
  sentText: text(160, 'The confirmation’s text.'),
  failedTitle: label('Said when the service did not confirm a message.'),
  failedText: text(320, 'What to do then; the form keeps every value.'),
  emailInsteadLabel: label('Link to send it by email instead: opens the visitor’s email program with the message filled in.'),
});

export const contactFile = z
  .object({
    ...pageHead(text(240, 'Sentence under the page heading.')),
    detailsHeading: label('Heading of the contact details.'),
    emailHeading: label('Heading of the email addresses.'),
    phoneHeading: label('Heading of the phone numbers.'),
    locationHeading: label('Heading of the location.'),
    socialHeading: label('Heading of the social profiles.'),
    mailtoLabel: label('Button that opens an email to you: in the visitor’s own email program.'),
    serviceOptions: exactly(
      6,
      serviceOption,
      'The options of the service select, in order; the first is the default. There is deliberately no advisory option.',
    ),
    form: form.describe('The message form.'),
    messageSent: z
      .object({
        metaDescription,
        homeLink: label('Link back to the home page.'),
        contactLink: label('Link back to the form.'),
      })
      .describe('The thank-you page: shown after a message sent from a browser with its scripts turned off; its title is the confirmation’s.'),
  })
  .refine((file) => file.serviceOptions.map(({ value }) => value).join() === serviceInterests.join(), {
    message: `the options must be, in order: ${serviceInterests.join(', ')}`,
    path: ['serviceOptions'],
  });

export type ServiceInterest = (typeof serviceInterests)[number];
export type ContactFormTexts = z.infer<typeof form>;
