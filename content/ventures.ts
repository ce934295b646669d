import { orSample } from './samplePhotos.ts';
import data from './ventures.json' with { type: 'json' };
import { loadData } from './schema/load.ts';
import { venturesFile } from './schema/ventures.ts';
import type { Invitation, VentureStatus } from './types.ts';

/** Every venture, in the order shown: content/ventures.json. */
export const { ventures } = loadData('content/ventures.json', data, venturesFile);

export type { VentureId } from './schema/ventures.ts';

/** The statuses in the order the legend lists them. */
export { ventureStatuses } from './schema/ventures.ts';

/** How each status is labelled. Colour always comes with this text, never alone. */
export const statusLabels: Record<VentureStatus, string> = {
  active: 'Active',
  developing: 'In Development',
  planned: 'Planned',
};

/** The ventures the home page shows. */
export const homeVentures = ventures.slice(0, 6);

/** Texts of the /ventures page and the ventures sections elsewhere. */
export const venturesPage = {
  title: 'Ventures',
  metaDescription:
    'The OJ group of ventures: consulting, career training, referral software, film ratings, payments, team integration, cleaning and hair care, with their status.',
  eyebrow: 'Ventures',
  heading: 'Businesses I Have Built',
  image: orSample({
    src: 'https://images.unsplash.com/photo-1497366216548-37526070297c',
    alt: '',
    width: 1920,
    height: 1280,
  }, 'hero-page.jpg'),
  intro:
    'Alongside client work I found and back businesses that solve problems I have seen first-hand. Some are trading, some are being built, and some are still on the drawing board.',
  portfolioHeading: 'The Portfolio',
  legendHeading: 'Status',
  foundedLabel: 'Founded',
  learnMoreLabel: 'Learn More',
  /** Heard after 'Learn More' on a venture card, so each button's name says which venture. */
  learnMoreContext: (name: string) => ` about ${name}`,
  featuresHeading: 'Key Features',
  websiteLabel: 'Visit Website',
  closeLabel: 'Close',
  /** The closing band. */
  vision: {
    heading: 'The Vision',
    text: 'Every venture in the group starts from the same conviction: that well-run projects and well-supported people change outcomes. The aim is a portfolio that creates jobs, shares know-how between its companies and reinvests in the next generation of founders.',
    primary: { label: 'Discuss Partnership Opportunities', href: '/contact' },
  } satisfies Invitation,
  homeHeading: 'My Ventures',
  homeIntro: 'A group of businesses built on the same delivery discipline I bring to clients. Select a venture to read more.',
  homeLink: 'Explore All Ventures',
} as const;
