// What the statistics read from the page and the browser: plain values, for the tracker and
// for the server and the privacy page's switch, which must not start it.

/** The attribute that marks a not-found page (./NotFoundGoal.tsx), reported as Plausible's `404` goal. */
export const notFoundMark = 'data-analytics-not-found';

/** The key Plausible's tracker reads: "true" and nothing is sent from this browser. */
export const optOutKey = 'plausible_ignore';

/**
 * Whether this browser said no on the privacy page (`key`: `optOutKey`). Storage refused reads as
 * no, as it does to the tracker, which then sends nothing. Self-contained, for the pageview sent
 * without the scripts.
 */
export function saidNo(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return true;
  }
}

/**
 * Set once this page's visit is settled: counted by the pageview sent without the scripts, as the
 * page is left (scripts/pipeline/postbuild/count-visit.ts), or by the tracker, once it is up
 * (./tracker.ts); or never to be counted, the page having loaded while this browser said no.
 */
export const visitCountedKey = '__ojCounted';

/** Whether the browser signals Global Privacy Control or Do Not Track. Self-contained, for the pageview sent without the scripts. */
export function trackingDeclined(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  const window_ = window as Window & { doNotTrack?: string };
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1' || window_.doNotTrack === '1';
}

/** Set while this page is one the browser brought back from its back/forward cache (scripts/pipeline/postbuild/count-visit.ts sets it). */
export const restoredKey = '__ojRestored';

/**
 * How the page came to the screen, for a pageview's `arrival`: `restored` from the browser's
 * back/forward cache, `prerendered` (shown at once on the press: the speculation rules of
 * scripts/pipeline/postbuild/speculation.ts), or `loaded`. Self-contained, for the pageview sent
 * without the scripts.
 */
export function arrivalOf(key: string): string {
  if ((self as unknown as Record<string, unknown>)[key]) return 'restored';
  const [navigation] = performance.getEntriesByType('navigation') as (PerformanceEntry & { activationStart?: number })[];
  return (navigation?.activationStart ?? 0) > 0 ? 'prerendered' : 'loaded';
}
