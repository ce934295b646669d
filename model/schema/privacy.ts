// content/privacy.json: the privacy page, built only while the site collects something (a
// contact-form service, visit statistics, or a newsletter sign-up); each part about a service
// shows only while it is on.
import { z } from 'zod';
import { legalHead, text } from './fields.ts';

/** A part of the page: a heading and its paragraph. */
const part = (description: string, paragraph = text(900, 'The paragraph.')) =>
  z.object({ heading: text(60, 'The part’s heading.'), text: paragraph }).describe(description);

const naming = (description: string) => text(900, description).regex(/\{service\}/, 'must keep {service}, where the site puts the service’s name');

export const privacyFile = z.object({
  ...legalHead('this policy'),
  controller: part('Who you are: how to reach you about personal data; your email follows the paragraph.'),
  messages: part(
    'Shown while the contact form delivers: what a message holds, where it goes, how long it is kept.',
    naming('The paragraph: the site puts the form service’s name where it says {service}.'),
  ),
  statistics: part(
    'Shown while visit statistics are on: what is counted, by whom, why, for how long.',
    naming('The paragraph: the site puts the statistics service’s name where it says {service}.'),
  ),
  newsletter: part(
    'Shown while the newsletter sign-up is on: what a reader gives, where it goes, how to leave.',
    naming('The paragraph: the site puts the newsletter service’s name where it says {service}.'),
  ),
  rights: part('The visitor’s rights and how to use them.'),
  optOut: z
    .object({
      heading: text(60, 'The part’s heading.'),
      text: text(320, 'What the switch does.'),
      label: text(80, 'The switch’s label.'),
      signalled: text(
        240,
        'Said when the browser asks not to be tracked: instead of the switch, when the browser already asks sites not to track it (Global Privacy Control or Do Not Track).',
      ),
    })
    .describe('Shown while visit statistics are on: the switch that stops counting this browser’s visits.'),
});
