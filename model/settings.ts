// The owner's optional services (content/settings.json), each overridable by its build variable.
// Read by Node's type stripping too: relative imports with extensions only.
import { buildConfig, type BuildConfig } from './buildConfig.ts';
import { resolveContactDelivery, type ContactDelivery } from './delivery.ts';
import data from '../content/settings.json' with { type: 'json' };
import { loadContent } from './registry.ts';

export const settings = loadContent('settings', data);

export const plausibleEndpoint = 'https://plausible.io/api/event';

export interface Analytics {
  domain: string;
  endpoint: string;
}

export function resolveAnalytics(config: BuildConfig = buildConfig, stored = settings.analytics): Analytics | undefined {
  const domain = config.PLAUSIBLE_DOMAIN || stored.domain;
  if (!domain) return undefined;
  return { domain, endpoint: config.PLAUSIBLE_ENDPOINT || stored.endpoint || plausibleEndpoint };
}

export function resolveBooking(config: BuildConfig = buildConfig): { href: string; label: string } | undefined {
  const href = config.BOOKING_URL || settings.booking.url;
  return href ? { href, label: settings.booking.label } : undefined;
}

export function resolvePodcastFeed(config: BuildConfig = buildConfig): string | undefined {
  return config.PODCAST_FEED || settings.podcastFeed || undefined;
}

/** Inter, downloaded (styles/fonts.ts), rather than the visitor's own sans-serif sized like it. */
export const webFont = settings.typeface === 'Inter';

export const searchInHeader = settings.search === 'in the header too';

export const darkScheme = settings.colourSchemes === 'light and dark';

/** `CONTACT_ENDPOINT` if set, else his choice under Settings → Messages. */
export function resolveDelivery(config: BuildConfig = buildConfig, { to, address } = settings.messages): ContactDelivery {
  if (config.CONTACT_ENDPOINT) return resolveContactDelivery(config.CONTACT_ENDPOINT);
  if (to === 'Netlify Forms') return { kind: 'netlify' };
  return to === 'a form service' && address ? resolveContactDelivery(address) : { kind: 'log' };
}

/** Then it has a privacy page. `stored`: the file on disk now, in a long-running process. */
export function collectsData(config: BuildConfig = buildConfig, stored: Pick<typeof settings, 'messages' | 'analytics' | 'newsletter'> = settings): boolean {
  return (
    resolveDelivery(config, stored.messages).kind !== 'log' || resolveAnalytics(config, stored.analytics) !== undefined || Boolean(stored.newsletter.address)
  );
}

export function resolveNewsletter(stored: Pick<typeof settings, 'newsletter'> = settings) {
  const { address, heading, text } = stored.newsletter;
  if (!address) return undefined;
  const { host, origin } = new URL(address);
  // Kit (formerly ConvertKit) reads `email_address`; Buttondown and the others, `email`.
  const kit = /(^|\.)(kit|convertkit)\.com$/.test(host);
  return { action: address, origin, field: kit ? 'email_address' : 'email', service: host, heading, text };
}
