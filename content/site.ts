import type { NavLink } from './types.ts';

/** Social networks the site links to; each is drawn with its own glyph. */
export type SocialNetwork = 'linkedin' | 'x' | 'instagram' | 'youtube';

/** A social profile. */
export interface SocialLink {
  /** Which network, for the glyph. */
  network: SocialNetwork;
  /** Accessible name and tooltip (`LinkedIn`). */
  label: string;
  /** Profile URL; opens in a new tab. */
  href: string;
}

/** An email address with what it is for. */
export interface EmailContact {
  /** What to write about (`General enquiries`). */
  purpose: string;
  /** The address. */
  address: string;
}

/** A phone number in display and dialable form. */
export interface PhoneContact {
  /** Region (`UK`). */
  region: string;
  /** As shown, with non-breaking spaces so it never wraps (`+44\u00a020 7946 0958`). */
  display: string;
  /** For `tel:` links, digits only with a leading plus. */
  dial: string;
}

/** Who the site is about. Every contact value lives here, so the owner edits one place. */
export interface SiteIdentity {
  /** Short brand mark shown in the header. */
  brand: string;
  /** Full name. */
  name: string;
  /** The one-line positioning. */
  tagline: string;
  /** Job title, for structured data. */
  jobTitle: string;
  /** Footer blurb. */
  blurb: string;
  /** Public URL of the site, used for canonical links; `SITE_URL` overrides it at build time. */
  url: string;
  /** Two email addresses; the first is the generic one shown in the footer. */
  emails: readonly [EmailContact, EmailContact];
  /** UK and US phones; the first is shown in the footer. */
  phones: readonly [PhoneContact, PhoneContact];
  /** Location as shown. */
  location: string;
  /** City, for structured data. */
  locality: string;
  /** ISO country code, for structured data. */
  country: string;
  /** The four social profiles. */
  socials: readonly SocialLink[];
}

export const site: SiteIdentity = {
  brand: 'OJ',
  name: 'Olu Johnson',
  tagline: 'Global Project Leader, Entrepreneur & Mentor',
  jobTitle: 'Global IT and M&A Project Leader',
  blurb:
    'Independent IT and M&A project leader helping organisations across four continents integrate, transform and grow, and helping the people inside them do the same.',
  url: 'https://oj.example.com',
  emails: [
    { purpose: 'General enquiries', address: 'hello@oj.example.com' },
    { purpose: 'Speaking and media', address: 'bookings@oj.example.com' },
  ],
  phones: [
    { region: 'UK', display: '+44\u00a020\u00a07946\u00a00958', dial: '+442079460958' },
    { region: 'US', display: '+1\u00a0212\u00a0555\u00a00142', dial: '+12125550142' },
  ],
  location: 'London, UK',
  locality: 'London',
  country: 'GB',
  socials: [
    { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/in/olujohnson' },
    { network: 'x', label: 'X (Twitter)', href: 'https://x.com/ojtotheworld' },
    { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/ojtotheworld' },
    { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@ojtotheworld' },
  ],
};

/** Header links, in order. /podcast and /blog have no page yet and land on the not-found page. */
export const mainNav: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'About', href: '/about' },
  { label: 'What I Do', href: '/services' },
  { label: 'Ventures', href: '/ventures' },
  { label: 'OJ to the World', href: '/podcast' },
  { label: 'Insights', href: '/blog' },
];

/** The header's call to action. */
export const headerCta: NavLink = { label: 'Contact Me', href: '/contact' };

/** Footer quick links. */
export const quickLinks: readonly NavLink[] = [
  { label: 'About', href: '/about' },
  { label: 'What I Do', href: '/services' },
  { label: 'Ventures', href: '/ventures' },
  { label: 'OJ to the World', href: '/podcast' },
  { label: 'Insights', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

/** Legal links at the foot of every page; no page exists for them yet. */
export const legalLinks: readonly NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
];

/** Copyright line; the year is added at build time. */
export const copyright = (year: number) => `© ${year} ${site.name}. All rights reserved.`;
