// content/services.json: the six services and the four-step approach.
import { z } from 'zod';
import { blurb } from './about.ts';
import { exactly, callToAction, pageHead, text } from './fields.ts';
import { icon } from './icons.ts';

/** Identifiers of the six services, which are also the anchors on /services (the specification's). */
export const serviceIds = ['ma', 'transformation', 'mentorship', 'speaking', 'advisory', 'consulting'] as const;

/** Each service by its name, as the CMS offers it (the page's titles are the owner's, in services.json). */
export const serviceNames: Record<(typeof serviceIds)[number], string> = {
  ma: 'Mergers and acquisitions',
  transformation: 'Tech and digital transformation',
  mentorship: 'Mentorship and training',
  speaking: 'Speaking and content creation',
  advisory: 'Board and investor advisory',
  consulting: 'Executive consulting',
};

const feature = text(80, 'A key offering.');

/** A service offered. */
export const service = z.object({
  id: z
    .enum(serviceIds)
    .meta({ optionLabels: serviceNames })
    .describe('Which service this is: fixed, one each; links to the service open the Services page at it.'),
  icon: icon('Icon shown beside the title.'),
  title: text(40, 'Service name.'),
  description: text(240, 'What the service is, in a sentence or two.'),
  features: z.tuple([feature, feature, feature, feature]).describe('Exactly four key offerings.'),
});

export const servicesFile = z
  .object({
    ...pageHead(text(300, 'Paragraph under the page heading.')),
    services: exactly(6, service, `The six services, in the order shown: ${Object.values(serviceNames).join(', ').toLowerCase()}.`),
    offeringsHeading: text(30, 'Heading of each service’s list of offerings.'),
    inquireLabel: text(40, 'The button under each service.'),
    approachHeading: text(60, 'Heading of the approach.'),
    approachIntro: text(240, 'Sentence under the approach heading.'),
    approachSteps: exactly(4, blurb, 'How an engagement runs, in four steps.'),
    getInTouch: callToAction('The closing band.'),
  })
  .refine((file) => file.services.map(({ id }) => id).join() === serviceIds.join(), {
    message: `the services must be, in order: ${serviceIds.join(', ')}`,
    path: ['services'],
  });

export type ServiceId = (typeof serviceIds)[number];
export type Service = z.infer<typeof service>;
