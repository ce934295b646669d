// The owner's optional services (content/settings.json), each overridable at build time. Read by
// the pages, by next.config.mjs and by the post-build steps (through Node's type stripping):
// relative imports with extensions only.
import data from './settings.json' with { type: 'json' };
import { isServiceUrl, resolveContactDelivery } from './delivery.ts';
import { loadData } from './schema/load.ts';
import { domainPattern, settingsFile } from './schema/settings.ts';

/** The owner's settings, checked. */
export const settings = loadData('content/settings.json', data, settingsFile);

type Env = Partial<Record<string, string>>;

/** Plausible's own events API, where the tracker sends unless told otherwise. */
export const plausibleEndpoint = 'https://plausible.io/api/event';

/** Visit statistics in force: Plausible's domain and events address, or undefined (off). */
export interface Analytics {
  domain: string;
  endpoint: string;
}

/** A service's address from a variable or the setting: checked, or an error naming where it came from. */
function serviceUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an https address, not ${JSON.stringify(value)}`);
  }
  if (!isServiceUrl(url)) throw new Error(`${name} must be an https address: ${value}`);
  return url.href;
}

/** Analytics, when `PLAUSIBLE_DOMAIN` or the setting names a domain; `PLAUSIBLE_ENDPOINT` or the setting moves its endpoint. */
export function resolveAnalytics(env: Env = process.env): Analytics | undefined {
  const domain = env.PLAUSIBLE_DOMAIN?.trim() || settings.analytics.domain;
  if (!domain) return undefined;
  if (!domainPattern.test(domain)) throw new Error(`PLAUSIBLE_DOMAIN must be a domain such as oj.example.com, not ${JSON.stringify(domain)}`);
  const endpoint = env.PLAUSIBLE_ENDPOINT?.trim() ? serviceUrl('PLAUSIBLE_ENDPOINT', env.PLAUSIBLE_ENDPOINT.trim()) : settings.analytics.endpoint || plausibleEndpoint;
  return { domain, endpoint };
}

/** The contact page's booking link: `BOOKING_URL` or the setting, with the owner's words; undefined when unset. */
export function resolveBooking(env: Env = process.env): { href: string; label: string } | undefined {
  const href = env.BOOKING_URL?.trim() ? serviceUrl('BOOKING_URL', env.BOOKING_URL.trim()) : settings.booking.url;
  return href ? { href, label: settings.booking.label } : undefined;
}

/** The show's feed for `npm run podcast:refresh`: `PODCAST_FEED` or the setting; undefined when unset. */
export function resolvePodcastFeed(env: Env = process.env): string | undefined {
  const feed = env.PODCAST_FEED?.trim();
  return feed ? serviceUrl('PODCAST_FEED', feed) : settings.podcastFeed || undefined;
}

/** Whether the site follows a visitor's dark mode with its dark colour scheme (styles/colors.ts). */
export const darkScheme = settings.colourSchemes === 'light and dark';

/** Whether the site collects anything about its visitors (messages or statistics): then it has a privacy page. */
export function collectsData(env: Env = process.env): boolean {
  return resolveContactDelivery(env.CONTACT_ENDPOINT).kind !== 'log' || resolveAnalytics(env) !== undefined;
}
