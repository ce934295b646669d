import { orSample } from './samplePhotos.ts';
import data from './home.json' with { type: 'json' };
import { loadData } from './schema/load.ts';
import { homeFile } from './schema/home.ts';
import type { NavLink } from './types.ts';
import { site } from './site.ts';

/** Headline figures of the About teaser: content/home.json. */
export const { stats } = loadData('content/home.json', data, homeFile);

/** Texts of the home page. */
export const homePage = {
  metaTitle: `${site.name} | ${site.tagline}`,
  metaDescription:
    'OJ leads global IT and M&A programmes, founds ventures and mentors new project leaders. Explore his services, ventures and the OJ to the World podcast.',
  hero: {
    eyebrow: `Hello, I'm ${site.brand}`,
    headline: 'I lead the deals and digital change that move organisations forward.',
    tagline: site.tagline,
    primary: { label: 'Learn More', labelContinuation: 'about OJ’s career', href: '/about' } satisfies NavLink,
    secondary: { label: 'Book Me', href: '/contact' } satisfies NavLink,
    image: orSample({
      src: 'https://images.unsplash.com/photo-1507679799987-c73779587ccf',
      alt: '',
      width: 1920,
      height: 1280,
    }, 'hero-home.jpg'),
  },
  about: {
    eyebrow: 'About Me',
    heading: 'Delivery Across Borders, Industries and Deals',
    text: 'For more than fifteen years I have led the technology side of mergers, acquisitions and transformation programmes for companies in Europe, North America and Africa. I step in where the stakes are high and the timelines are short, and I stay until the change has stuck.',
    link: { label: 'My Full Story', href: '/about' } satisfies NavLink,
    image: orSample({
      src: 'https://images.unsplash.com/photo-1560250097-0b93528c311a',
      alt: 'Portrait of OJ in a dark suit',
      width: 800,
      height: 1000,
    }, 'portrait.jpg'),
  },
  services: {
    eyebrow: 'Services',
    heading: 'What I Do',
    intro: 'Hands-on leadership for the moments that define an organisation, and mentoring for the people who lead them.',
    /** Shown under each service card (drawn, not read: the card's title is its link). */
    cardLink: 'Learn more →',
    allLink: { label: 'View All Services', href: '/services' } satisfies NavLink,
  },
} as const;
