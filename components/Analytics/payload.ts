// What an event may say about the visit, as the privacy page promises: the page (its origin and
// path, and only the campaign parameters Plausible reads: utm_*, ref, source; no other query,
// no fragment, where a reset token or an email address may sit) and the referring site (its
// origin, not the page). Nothing at all once the visitor has said no.
import type { PlausibleRequestPayload } from '@plausible-analytics/tracker';

/**
 * A page's address as the statistics may hold it. Self-contained: the pageview sent without the
 * scripts (scripts/pipeline/postbuild/count-visit.ts) runs this very function.
 */
export function pageAddress(href: string): string {
  // The query parameters Plausible reads to tell where a visit came from.
  const campaign = /^(utm_[a-z]+|ref|source)$/;
  const url = new URL(href);
  const kept = [...url.searchParams].filter(([name]) => campaign.test(name));
  return `${url.origin}${url.pathname}${kept.length ? `?${new URLSearchParams(kept).toString()}` : ''}`;
}

/** The referring site, as its origin alone; nothing for none, or for what is not a web address. Self-contained, as `pageAddress`. */
export function referringSite(referrer: string | null | undefined): string | null {
  if (!referrer || !URL.canParse(referrer)) return null;
  const { origin } = new URL(referrer);
  return origin === 'null' ? null : origin;
}

/** The event as sent: reduced to what the privacy page names, or nothing when `declined`. */
export function privateEvent(payload: PlausibleRequestPayload, declined: boolean): PlausibleRequestPayload | null {
  if (declined) return null;
  return { ...payload, u: pageAddress(payload.u), r: referringSite(payload.r) };
}
