// Visit statistics with Plausible's own tracker, bundled into the site's code (no third-party
// script) and fetched only once the page is up. Nothing here runs unless statistics are on
// (next.config.mjs swaps ./leaves.ts for ./on.ts), and nothing is sent for a visitor whose
// browser asks not to be tracked, or who switched counting off on the privacy page.
import { basePath } from '@/content/basePath';

/** Custom properties of a goal (Plausible's "props"). */
type Props = Record<string, string>;

/** Where the events go, and the booking link whose clicks are a goal. */
export interface TrackerConfig {
  domain: string;
  endpoint: string;
  booking?: string;
}

/** The key Plausible's tracker reads: "true" and nothing is sent from this browser. */
export const optOutKey = 'plausible_ignore';

/** Whether the browser signals Global Privacy Control or Do Not Track. */
export function trackingDeclined(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  const window_ = window as Window & { doNotTrack?: string };
  return browser.globalPrivacyControl === true || browser.doNotTrack === '1' || window_.doNotTrack === '1';
}

let send: ((name: string, props?: Props) => void) | undefined;
let waiting: [string, Props | undefined][] = [];

/** Records a goal: sent once the tracker is up, dropped if it never comes (declined, or its code failed to arrive). */
export function goal(name: string, props?: Props) {
  if (send) send(name, props);
  else waiting.push([name, props]);
}

/** The site path of a link inside the site (without the base path), or undefined for any other link. */
function sitePath(link: HTMLAnchorElement): string | undefined {
  if (link.origin !== location.origin) return undefined;
  return link.pathname.startsWith(basePath) ? link.pathname.slice(basePath.length) || '/' : undefined;
}

/**
 * The goals of a click: any link to the contact page, under the words it carries ('Book Me',
 * 'Book a Consultation', 'Contact Me', 'Inquire About This Service' with its service), and the
 * booking link. Outbound links are the tracker's own goal.
 */
function clickGoals(booking: string | undefined) {
  return (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const from = location.pathname.slice(basePath.length) || '/';
    if (booking && link.href === booking) return goal('Booking Link: Click', { from });
    if (sitePath(link) !== '/contact') return;
    const service = link.closest('article[id]')?.id;
    goal(link.textContent?.trim() ?? 'Contact', { from, ...(service ? { service } : {}) });
  };
}

/** Starts the statistics, once per page load: pageviews (client-side navigations too), outbound links and the goals. */
export function startTracker({ domain, endpoint, booking }: TrackerConfig) {
  if (send || trackingDeclined()) {
    waiting = [];
    return;
  }
  import('@plausible-analytics/tracker').then(
    ({ init, track }) => {
      if (send) return;
      init({ domain, endpoint, outboundLinks: true, logging: false, bindToWindow: false });
      send = (name, props) => track(name, props ? { props } : {});
      for (const [name, props] of waiting) send(name, props);
      waiting = [];
      document.addEventListener('click', clickGoals(booking), { capture: true });
    },
    () => undefined, // no statistics is never the visitor's problem
  );
}
