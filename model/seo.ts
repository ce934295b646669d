import { basePath } from './basePath.ts';
import { buildConfig } from './buildConfig.ts';
import { site } from './site.ts';

/**
 * The public URL of the site's home page: the origin of `SITE_URL` at build time (else the one
 * in `site`) plus the base path. Canonical links, Open Graph URLs, the sitemap and structured
 * data are built from it.
 */
export const siteUrl = new URL(`${basePath}/`, new URL(buildConfig.SITE_URL ?? site.url).origin);

/** The absolute URL of a path of the site (`/about` → `https://…/base/about`). */
export function absoluteUrl(path: string): string {
  return new URL(path.replace(/^\//, ''), siteUrl).toString();
}

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

/** The icons generated at build time (`app/favicon.ico`, `app/icon.png`, `app/apple-icon.png`). */
export const siteIcons = {
  /** For clients that ask for /favicon.ico whatever the page declares. */
  favicon: { url: `${basePath}/favicon.ico`, size: 32 },
  /** Browser tabs and bookmarks. */
  icon: { url: `${basePath}/icon.png`, size: 192 },
  /** iOS home screen. */
  apple: { url: `${basePath}/apple-icon.png`, size: 180 },
  /** The lock screen's and a car's largest picture of the show, where an episode has no art of its own. */
  show: { url: `${basePath}/show-icon.png`, size: 512 },
} as const;

/**
 * Open Graph fields every page shares. A page that sets its own `openGraph` replaces the
 * layout's whole object, so both start from these.
 */
export const openGraphDefaults: { type: 'website'; siteName: string; locale: string; images: (typeof shareImage)[] } = {
  type: 'website',
  siteName: site.name,
  locale: 'en_GB',
  images: [shareImage],
};

export { imageHost } from './schema/fields.ts';
