// Plain values the statistics read, apart from the tracker, so the privacy page's switch does not start it.

export const notFoundMark = 'data-analytics-not-found';

export const optOutKey = 'plausible_ignore';

/** Refused storage reads as no, as it does to the tracker. Self-contained, for the pageview sent without scripts. */
export function saidNo(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return true;
  }
}

/** Set once this visit is counted (by the scripts-less pageview or the tracker), or never to be. */
export const visitCountedKey = '__ojCounted';

/** GPC or Do Not Track. Self-contained, like `saidNo`. */
export function trackingDeclined(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  const window_ = window as Window & { doNotTrack?: string };
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1' || window_.doNotTrack === '1';
}

export const restoredKey = '__ojRestored';

/** `restored` from the back/forward cache, `prerendered` (speculation rules), or `loaded`. */
export function arrivalOf(key: string): string {
  if ((self as unknown as Record<string, unknown>)[key]) return 'restored';
  const [navigation] = performance.getEntriesByType('navigation') as (PerformanceEntry & { activationStart?: number })[];
  return (navigation?.activationStart ?? 0) > 0 ? 'prerendered' : 'loaded';
}
