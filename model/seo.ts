import { basePath } from './basePath.ts';
import { buildConfig } from './buildConfig.ts';
import { site } from './site.ts';

/** `SITE_URL`'s origin at build time (else the one in `site`) and the base path. */
export const siteUrl = new URL(`${basePath}/`, new URL(buildConfig.SITE_URL ?? site.url).origin);

export function absoluteUrl(path: string): string {
  return new URL(path.replace(/^\//, ''), siteUrl).toString();
}

export const titles = {
  default: `${site.name} | ${site.tagline}`,
  template: `%s | ${site.name}`,
} as const;

export const defaultDescription = `${site.name} (${site.brand}): ${site.blurb}`;

/** Generated at build time (`app/og.png/route.tsx`). */
export const shareImage = {
  url: '/og.png',
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
} as const;

export const siteIcons = {
  /** For clients that ask for it whatever the page declares. */
  favicon: { url: `${basePath}/favicon.ico`, size: 32 },
  icon: { url: `${basePath}/icon.png`, size: 192 },
  apple: { url: `${basePath}/apple-icon.png`, size: 180 },
  /** The lock screen's largest picture of the show, where an episode has no art of its own. */
  show: { url: `${basePath}/show-icon.png`, size: 512 },
} as const;

/** A page's own `openGraph` replaces the layout's whole object, so both start from these. */
export const openGraphDefaults: { type: 'website'; siteName: string; locale: string; images: (typeof shareImage)[] } = {
  type: 'website',
  siteName: site.name,
  locale: 'en_GB',
  images: [shareImage],
};

export { imageHost } from './schema/fields.ts';
