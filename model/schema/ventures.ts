// content/ventures.json: the group's ventures.
import { z } from 'zod';
import { contrastRatio } from '../contrast.ts';
import { exactly, callToAction, httpsUrl, pageHead, text } from './fields.ts';
import { icon } from './icons.ts';
import { ordinal } from './problems.ts';

/** Lifecycle of a venture; a display label only. */
export const ventureStatuses = ['active', 'developing', 'planned'] as const;

/** The colour of the icon a venture's card draws on its colour, and the contrast it needs there. */
export const iconColor = '#ffffff';
export const iconContrast = 3;

/** A business in the group of ventures. */
export const venture = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters and digits, joined by single hyphens (oj-solutions)')
    .describe('Short name of the venture: lower-case letters, digits and hyphens (oj-solutions). Keep it once set: it picks the venture’s colour.'),
  name: text(40, 'Trading name.'),
  description: text(160, 'One or two sentences for cards.'),
  longDescription: text(480, 'A paragraph for the detail dialog.'),
  icon: icon('Icon drawn on the card.'),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be a hex colour such as #1d4ed8')
    .superRefine((color, context) => {
      // The card draws its icon in white on it: WCAG 2.2 AA asks 3:1 of a graphic (1.4.11).
      const ratio = /^#[0-9a-fA-F]{6}$/.test(color) ? contrastRatio(iconColor, color) : iconContrast;
      if (ratio < iconContrast)
        context.addIssue({
          code: 'custom',
          message: `is too light for the white icon drawn on it (${ratio.toFixed(1)} to 1; it needs ${iconContrast} to 1): choose a darker colour`,
        });
    })
    .describe(
      'Brand colour of the venture: # and six digits or letters a to f, as a colour chart writes it (#1d4ed8); dark enough for the white icon on it to stand out.',
    ),
  foundedYear: z
    .string()
    .regex(/^(19|20)\d{2}$/, 'must be a year such as 2015')
    .describe('Year the venture was founded (2015).'),
  features: z
    .array(text(80, 'A key feature.'))
    .min(1, 'must have at least one feature')
    .max(6, 'must have at most 6 features')
    .describe('Key features, listed in the detail dialog.'),
  status: z
    .enum(ventureStatuses)
    .meta({ optionLabels: { active: 'Active', developing: 'In development', planned: 'Planned' } })
    .describe('Where the venture stands: active, in development or planned.'),
  website: httpsUrl().optional().describe('Public website, when there is one.'),
});

const label = (description: string) => text(40, description);

export const venturesFile = z
  .object({
    ...pageHead(text(300, 'Paragraph under the page heading.')),
    portfolioHeading: text(60, 'Heading above the ventures.'),
    legendHeading: label('Heading of the status legend.'),
    statusLabels: z
      .object({
        active: text(20, 'Label of an active venture.'),
        developing: text(20, 'Label of a venture in development.'),
        planned: text(20, 'Label of a planned venture.'),
      })
      .describe('Words for each status: on one line in each venture’s badge (so at most 20 characters). Colour always comes with these words, never alone.'),
    ventures: exactly(8, venture, 'The eight ventures, in the order shown; the first six also appear on the home page.'),
    foundedLabel: label('Said before the year a venture was founded.'),
    learnMoreLabel: label('Button that opens a venture’s details: on each venture card.'),
    featuresHeading: label('Heading of a venture’s features in its details.'),
    websiteLabel: label('Link to a venture’s website.'),
    closeLabel: label('The button that closes a venture’s details.'),
    vision: callToAction('The closing band.'),
    homeHeading: text(60, 'Heading of the ventures section on the home page.'),
    homeIntro: text(240, 'Sentence under it.'),
    homeLink: label('Link from the home page to all ventures.'),
  })
  .superRefine((file, context) => {
    file.ventures.forEach(({ id }, index) => {
      const first = file.ventures.findIndex((other) => other.id === id);
      if (first < index) {
        const message = `“${id}” is already the short name of the ${ordinal(first + 1)} venture, “${file.ventures[first]?.name ?? ''}”: choose another`;
        context.addIssue({ code: 'custom', message, path: ['ventures', index, 'id'] });
      }
    });
  });

export type VentureStatus = (typeof ventureStatuses)[number];
export type Venture = z.infer<typeof venture>;
export type VentureId = Venture['id'];
