import data from '../content/site.json' with { type: 'json' };
import { loadContent } from './registry.ts';
import type { SiteIdentity } from './schema/site.ts';
import { linksIn, type PagePath } from './routes.ts';
import type { CallToActionContent, NavLink } from './types.ts';

export type { SiteIdentity, SocialLink, SocialNetwork } from './schema/site.ts';

const { callToAction: closing, ...identity } = loadContent('site', data);

/** Who the site is about: content/site.json. Every contact value lives there, so the owner edits one place. */
export const site: SiteIdentity = identity;

/** The home page's title: the name and the tagline. */
export const homeTitle = `${site.name} | ${site.tagline}`;

/** The call-to-action block at the foot of Home and About. */
export const callToAction: CallToActionContent = closing;

/** Header links, in order: model/routes.ts. /podcast and /blog have no page yet and land on the not-found page. */
export const mainNav: readonly NavLink[] = linksIn('header');

/** The header's call to action. */
export const headerCta: NavLink & { href: PagePath } = { label: 'Contact Me', href: '/contact' };

/** Footer quick links: model/routes.ts. */
export const quickLinks: readonly NavLink[] = linksIn('footer');

/** Legal links at the foot of every page (model/routes.ts): the privacy page exists while the site collects anything. */
export const legalLinks: readonly NavLink[] = linksIn('legal');

/** Copyright line; the year is added at build time. */
export const copyright = (year: number) => `© ${year} ${site.name}. All rights reserved.`;
