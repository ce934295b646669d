import { orSample } from './samplePhotos.ts';
import type { Blurb, Invitation, Service, ServiceId } from './types.ts';

export const services: readonly Service[] = [
  {
    id: 'ma',
    icon: 'briefcase',
    title: 'M&A Project Management',
    description:
      'End-to-end leadership of mergers, acquisitions and carve-outs, from due diligence through Day 1 to full integration, so the value in the deal case is the value you bank.',
    features: [
      'IT due diligence and integration cost modelling',
      'Day 1 readiness and clean-team planning',
      'Integration and separation management office (IMO/SMO)',
      'Transitional service agreements and exit planning',
    ],
  },
  {
    id: 'transformation',
    icon: 'cpu',
    title: 'Tech & Digital Transformation',
    description:
      'Programme leadership for ERP, cloud and operating-model change that lands on time, stays on budget and is adopted by the people who have to use it.',
    features: [
      'Transformation roadmaps tied to measurable outcomes',
      'Cloud migration and application rationalisation',
      'ERP and core-platform replacement programmes',
      'Agile delivery set-up and vendor governance',
    ],
  },
  {
    id: 'mentorship',
    icon: 'graduation-cap',
    title: 'Mentorship & Training',
    description:
      'One-to-one mentoring and team workshops for project managers and emerging leaders who want to run bigger programmes with more confidence.',
    features: [
      'One-to-one mentoring for project and programme leaders',
      'Career transition coaching into technology and PMO roles',
      'Workshops on stakeholder management and delivery',
      'Certification preparation for PMP, PRINCE2 and MSP',
    ],
  },
  {
    id: 'speaking',
    icon: 'mic',
    title: 'Speaking & Content Creation',
    description:
      'Keynotes, panels and podcast conversations on deal integration, digital change and building a career across borders.',
    features: [
      'Conference keynotes and panel moderation',
      'Corporate leadership offsites and town halls',
      'Podcast and radio guest appearances',
      'Articles and thought-leadership content',
    ],
  },
  {
    id: 'advisory',
    icon: 'compass',
    title: 'Board & Investor Advisory',
    description:
      'An independent view for boards, investors and founders on technology risk, integration readiness and the health of critical programmes.',
    features: [
      'Independent programme health checks',
      'Technology risk reviews for investment committees',
      'Portfolio-company value-creation plans',
      'Non-executive and advisory board roles',
    ],
  },
  {
    id: 'consulting',
    icon: 'lightbulb',
    title: 'Executive Consulting',
    description:
      'A senior partner for executives facing a decision with no obvious answer: restructuring a portfolio, rescuing a programme or entering a new market.',
    features: [
      'Programme rescue and turnaround',
      'Operating-model and organisation design',
      'Market entry and partnership strategy',
      'Interim CIO and transformation director cover',
    ],
  },
];

/** The service with this id; the content tests guarantee every id exists. */
export function serviceById(id: ServiceId): Service {
  const service = services.find((s) => s.id === id);
  if (!service) throw new Error(`No service with id "${id}"`);
  return service;
}

/** The four services featured on the home page, in order. */
export const homeServiceIds: readonly ServiceId[] = ['ma', 'transformation', 'mentorship', 'speaking'];

/** How an engagement runs, in four steps. */
export const approachSteps: readonly Blurb[] = [
  {
    title: 'Discovery & Assessment',
    icon: 'search',
    text: 'We start with the facts: stakeholder interviews, a review of systems, contracts and plans, and a candid read of where the real risks sit.',
  },
  {
    title: 'Strategic Planning',
    icon: 'target',
    text: 'Together we set the outcome, the milestones and the governance, with a plan that people can follow and a budget that holds.',
  },
  {
    title: 'Expert Execution',
    icon: 'layers',
    text: 'I lead the work hands-on, keep decisions moving, and report progress plainly so there are no surprises at steering committee.',
  },
  {
    title: 'Optimization & Growth',
    icon: 'trending-up',
    text: 'Once delivered, we measure the benefits, tune what is not yet working, and hand over a team that can carry it forward.',
  },
];

/** Texts of the /services page. */
export const servicesPage = {
  title: 'What I Do',
  metaDescription:
    'M&A project management, digital transformation, mentorship, speaking, board advisory and executive consulting from OJ, an independent global project leader.',
  eyebrow: 'Services',
  heading: 'What I Do',
  image: orSample({
    src: 'https://images.unsplash.com/photo-1454165804606-c3d57bc86b40',
    alt: '',
    width: 1920,
    height: 1280,
  }, 'hero-page.jpg'),
  intro:
    'Six ways to work together, each led personally and shaped around the outcome you need, whether that is a clean Day 1, a rescued programme or a confident next step in your career.',
  offeringsHeading: 'Key offerings',
  inquireLabel: 'Inquire About This Service',
  approachHeading: 'My Approach',
  approachIntro: 'Every engagement follows the same four steps, scaled to the size of the challenge.',
  /** The closing band. */
  getInTouch: {
    heading: 'Get in Touch',
    text: 'Tell me about the deal, the programme or the goal. I reply to every enquiry personally within two working days.',
    primary: { label: 'Get in Touch', href: '/contact' },
  } satisfies Invitation,
} as const;
