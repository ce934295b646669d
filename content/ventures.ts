import { orSample } from './samplePhotos.ts';
import type { Invitation, Venture, VentureStatus } from './types.ts';

/** Every venture, in the order shown. */
const ventureList = [
  {
    id: 'oj-solutions',
    name: 'OJ Solutions',
    description: 'The consultancy behind my client work: M&A integration, transformation and programme leadership.',
    longDescription:
      'OJ Solutions is the home of my advisory practice. It brings together a bench of trusted integration leads, architects and change specialists who step in alongside client teams for mergers, carve-outs and large technology programmes, from due diligence through to benefits realisation.',
    icon: 'building',
    color: '#1d4ed8',
    foundedYear: '2015',
    features: [
      'M&A integration and separation management',
      'Programme and portfolio leadership',
      'Interim technology executives',
      'Clients in Europe, North America and Africa',
    ],
    status: 'active',
    website: 'https://ojsolutions.example.com',
  },
  {
    id: 'project-career',
    name: 'Project Career',
    description: 'A training and mentoring academy that helps career changers break into project management.',
    longDescription:
      'Project Career turns the lessons of two decades of delivery into structured programmes for people moving into project and programme roles. Cohorts combine live workshops, real case studies and one-to-one mentoring, and graduates join an alumni network that shares roles and referrals.',
    icon: 'graduation-cap',
    color: '#7c3aed',
    foundedYear: '2018',
    features: [
      'Twelve-week cohort programmes',
      'PMP and PRINCE2 exam preparation',
      'One-to-one career mentoring',
      'Alumni job and referral network',
    ],
    status: 'active',
    website: 'https://projectcareer.example.com',
  },
  {
    id: 'smart-ref',
    name: 'Smart Ref',
    description: 'Referral software that lets companies reward employees and partners for introducing great hires.',
    longDescription:
      'Smart Ref makes referral programmes measurable. Employers post roles once, referrers share tracked links, and the platform handles consent, tracking and payouts so that good introductions are rewarded quickly and fairly. It is in private beta with a small group of recruiting teams.',
    icon: 'shield-check',
    color: '#0f766e',
    foundedYear: '2019',
    features: [
      'Tracked referral links and dashboards',
      'Consent-first candidate data handling',
      'Automated reward payouts',
      'Integrations with leading applicant tracking systems',
    ],
    status: 'developing',
  },
  {
    id: 'irate-movies',
    name: 'iRate Movies',
    description: 'A film-rating community where reviews come from verified viewers, not bots.',
    longDescription:
      'iRate Movies is building a rating platform that weights reviews by verified viewing and by the reviewer’s track record, so the scores reflect what real audiences think. The product pairs a mobile app with an API for cinemas and streaming partners.',
    icon: 'film',
    color: '#be123c',
    foundedYear: '2020',
    features: [
      'Verified-viewer reviews',
      'Reputation-weighted scores',
      'Personal watch lists and recommendations',
      'Ratings API for cinemas and streamers',
    ],
    status: 'developing',
  },
  {
    id: 'tumble-pay',
    name: 'Tumble Pay',
    description: 'Low-cost cross-border payments for families and small businesses sending money home.',
    longDescription:
      'Tumble Pay is designed to cut the cost and delay of sending money between the UK, the US and West Africa. The plan pairs licensed payment partners with transparent pricing, same-day settlement and a simple app, with small businesses paying suppliers abroad as a second market.',
    icon: 'wallet',
    color: '#b45309',
    foundedYear: '2021',
    features: [
      'Transparent, flat-fee transfers',
      'Same-day settlement targets',
      'Supplier payments for small businesses',
      'Built on licensed payment partners',
    ],
    status: 'planned',
  },
  {
    id: 'inteamgration',
    name: 'InTeamGration',
    description: 'A playbook and toolkit for bringing teams together after a merger or acquisition.',
    longDescription:
      'InTeamGration packages the people side of integration: culture diagnostics, communication plans and team-building formats that help two organisations become one. It will launch as a licensed toolkit for HR and integration leads, with facilitated workshops on request.',
    icon: 'puzzle',
    color: '#4338ca',
    foundedYear: '2022',
    features: [
      'Culture and engagement diagnostics',
      'Day 1 and first-100-days communication plans',
      'Facilitated team integration workshops',
      'Licensed toolkit for HR and integration leads',
    ],
    status: 'planned',
  },
  {
    id: 'clearview-cleaners',
    name: 'ClearView Cleaners',
    description: 'Commercial cleaning for offices and shared workspaces across London.',
    longDescription:
      'ClearView Cleaners provides scheduled and on-demand cleaning to offices, co-working spaces and retail units across London. Crews are employed, trained and paid the London Living Wage, and clients book, track and rate every visit online.',
    icon: 'sparkles',
    color: '#0369a1',
    foundedYear: '2017',
    features: [
      'Scheduled and on-demand office cleaning',
      'Employed crews paid the London Living Wage',
      'Online booking and visit reports',
      'Eco-certified products',
    ],
    status: 'active',
    website: 'https://clearviewcleaners.example.com',
  },
  {
    id: 'crown-roots',
    name: 'Crown Roots',
    description: 'Natural hair and scalp care made for textured hair.',
    longDescription:
      'Crown Roots makes natural hair and scalp care for curly and coily hair, formulated with small-batch manufacturers and sold online and through independent salons. The range is built around a simple routine rather than a shelf of products.',
    icon: 'crown',
    color: '#a16207',
    foundedYear: '2016',
    features: [
      'Natural, small-batch formulations',
      'Products designed for curly and coily hair',
      'Sold online and through independent salons',
      'Routine guides and salon education',
    ],
    status: 'active',
  },
] as const satisfies readonly Venture<string>[];

/** The ventures' ids, from the list itself: a typo in one is a type error, not a silent fallback. */
export type VentureId = (typeof ventureList)[number]['id'];

export const ventures: readonly Venture[] = ventureList;

/** The statuses in the order the legend lists them. */
export const ventureStatuses: readonly VentureStatus[] = ['active', 'developing', 'planned'];

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
