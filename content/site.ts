import data from './site.json' with { type: 'json' };
import { loadData } from './schema/load.ts';
import { siteFile, type SiteIdentity } from './schema/site.ts';
import type { CallToActionContent, NavLink } from './types.ts';

export type { SiteIdentity, SocialLink, SocialNetwork } from './schema/site.ts';

const { callToAction: closing, ...identity } = loadData('content/site.json', data, siteFile);

/** Who the site is about: content/site.json. Every contact value lives there, so the owner edits one place. */
export const site: SiteIdentity = identity;

/** The call-to-action block at the foot of Home and About. */
export const callToAction: CallToActionContent = closing;

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
