// What an event may say, as the privacy page promises: the page without query or fragment (but the
// campaign parameters), the referrer's origin; nothing once the visitor has said no.
import type { PlausibleRequestPayload } from '@plausible-analytics/tracker';

/** Self-contained: the scripts-less pageview (postbuild/count-visit.ts) runs this very function. */
export function pageAddress(href: string): string {
  // The query parameters Plausible reads to tell where a visit came from.
  const campaign = /^(utm_[a-z]+|ref|source)$/;
  const url = new URL(href);
  const kept = [...url.searchParams].filter(([name]) => campaign.test(name));
  return `${url.origin}${url.pathname}${kept.length ? `?${new URLSearchParams(kept).toString()}` : ''}`;
}

export function referringSite(referrer: string | null | undefined): string | null {
  if (!referrer || !URL.canParse(referrer)) return null;
  const { origin } = new URL(referrer);
  return origin === 'null' ? null : origin;
}

export function privateEvent(payload: PlausibleRequestPayload, declined: boolean): PlausibleRequestPayload | null {
  if (declined) return null;
  return { ...payload, u: pageAddress(payload.u), r: referringSite(payload.r) };
}
