import { orSample } from './samplePhotos.ts';
import data from './services.json' with { type: 'json' };
import { loadData } from './schema/load.ts';
import { servicesFile } from './schema/services.ts';
import type { Invitation, Service, ServiceId } from './types.ts';

/** The six services, in order, and the four steps of an engagement: content/services.json. */
export const { services, approachSteps } = loadData('content/services.json', data, servicesFile);

/** The service with this id; the content tests guarantee every id exists. */
export function serviceById(id: ServiceId): Service {
  const service = services.find((s) => s.id === id);
  if (!service) throw new Error(`No service with id "${id}"`);
  return service;
}

/** The four services featured on the home page, in order. */
export const homeServiceIds: readonly ServiceId[] = ['ma', 'transformation', 'mentorship', 'speaking'];

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
