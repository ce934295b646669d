// The owner's optional services (content/settings.json), each overridable at build time by its
// variable (model/buildConfig.ts, which checks it). Read by
// the pages, by next.config.mjs and by the post-build steps (through Node's type stripping):
// relative imports with extensions only.
import { buildConfig, type BuildConfig } from './buildConfig.ts';
import { resolveContactDelivery, type ContactDelivery } from './delivery.ts';
import data from '../content/settings.json' with { type: 'json' };
import { loadContent } from './registry.ts';

/** The owner's settings, checked. */
export const settings = loadContent('settings', data);

/** Plausible's own events API, where the tracker sends unless told otherwise. */
export const plausibleEndpoint = 'https://plausible.io/api/event';

/** Visit statistics in force: Plausible's domain and events address, or undefined (off). */
export interface Analytics {
  domain: string;
  endpoint: string;
}

/** Analytics, when `PLAUSIBLE_DOMAIN` or the setting names a domain; `PLAUSIBLE_ENDPOINT` or the setting moves its endpoint. */
export function resolveAnalytics(config: BuildConfig = buildConfig, stored = settings.analytics): Analytics | undefined {
  const domain = config.PLAUSIBLE_DOMAIN || stored.domain;
  if (!domain) return undefined;
  return { domain, endpoint: config.PLAUSIBLE_ENDPOINT || stored.endpoint || plausibleEndpoint };
}

/** The contact page's booking link: `BOOKING_URL` or the setting, with the owner's words; undefined when unset. */
export function resolveBooking(config: BuildConfig = buildConfig): { href: string; label: string } | undefined {
  const href = config.BOOKING_URL || settings.booking.url;
  return href ? { href, label: settings.booking.label } : undefined;
}

/** The show's feed for `npm run podcast:refresh`: `PODCAST_FEED` or the setting; undefined when unset. */
export function resolvePodcastFeed(config: BuildConfig = buildConfig): string | undefined {
  return config.PODCAST_FEED || settings.podcastFeed || undefined;
}

/** Whether the site's text is set in Inter, downloaded (styles/fonts.ts), rather than in the visitor's own sans-serif, sized like it. */
export const webFont = settings.typeface === 'Inter';

/** Whether every page's header has a search button (components/Header), not only the footer a link. */
export const searchInHeader = settings.search === 'in the header too';

/** Whether the site follows a visitor's dark mode with its dark colour scheme (styles/colors.ts). */
export const darkScheme = settings.colourSchemes === 'light and dark';

/** Where the contact form delivers: `CONTACT_ENDPOINT` if set, else the owner's choice under Settings → Messages. */
export function resolveDelivery(config: BuildConfig = buildConfig, { to, address } = settings.messages): ContactDelivery {
  if (config.CONTACT_ENDPOINT) return resolveContactDelivery(config.CONTACT_ENDPOINT);
  if (to === 'Netlify Forms') return { kind: 'netlify' };
  return to === 'a form service' && address ? resolveContactDelivery(address) : { kind: 'log' };
}

/** Whether the site collects anything about its visitors (messages, statistics or newsletter sign-ups): then it has a privacy page. `stored`: the settings as read (the file on disk now, in a long-running process). */
export function collectsData(config: BuildConfig = buildConfig, stored: Pick<typeof settings, 'messages' | 'analytics' | 'newsletter'> = settings): boolean {
  return (
    resolveDelivery(config, stored.messages).kind !== 'log' || resolveAnalytics(config, stored.analytics) !== undefined || Boolean(stored.newsletter.address)
  );
}

/** The newsletter's sign-up while the owner has set its address: where the form posts, the field its service reads the address from, the service's name, and his words. */
export function resolveNewsletter(stored: Pick<typeof settings, 'newsletter'> = settings) {
  const { address, heading, text } = stored.newsletter;
  if (!address) return undefined;
  const { host, origin } = new URL(address);
  // Kit (formerly ConvertKit) reads `email_address`; Buttondown and the others, `email`.
  const kit = /(^|\.)(kit|convertkit)\.com$/.test(host);
  return { action: address, origin, field: kit ? 'email_address' : 'email', service: host, heading, text };
}
