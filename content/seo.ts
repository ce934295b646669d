import { site } from './site';

/**
 * The public origin of the site: `SITE_URL` at build time, else the one in `site`.
 * Canonical links, Open Graph URLs, the sitemap and structured data are built from it.
 */
export const siteUrl = new URL(process.env.SITE_URL || site.url);

/** Default title and the template every page title is set in. */
export const titles = {
  default: `${site.name} | ${site.tagline}`,
  template: `%s | ${site.name}`,
} as const;

/** Description used where a page gives none. */
export const defaultDescription = `${site.name} (${site.brand}): ${site.blurb}`;

/** The share card generated at build time (`app/og.png/route.tsx`). */
export const shareImage = {
  url: '/og.png',
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
} as const;

/** Origin of every stock photo; preconnected from every page. */
export const imageHost = 'https://images.unsplash.com';
