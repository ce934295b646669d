// Visit statistics with Plausible's own tracker, bundled into the site's code (no third-party
// script) and fetched only once the page is up; importing this module starts them. Nothing
// here runs unless statistics are on (next.config.mjs swaps ./leaves.ts for ./on.ts), and
// nothing is sent for a visitor whose browser asks not to be tracked, or who switched counting
// off on the privacy page.
import { basePath } from '#model/basePath.ts';
import { privateEvent } from './payload';
import { arrivalOf, notFoundMark, optOutKey, restoredKey, saidNo, trackingDeclined, visitCountedKey } from './signals';

/** Custom properties of a goal (Plausible's "props"). */
type Props = Record<string, string>;

/**
 * Where the events go, and the booking link whose clicks are a goal: model/settings.ts,
 * inlined at build time (next.config.mjs), so the page's first load carries no configuration.
 */
const config = {
  domain: process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN ?? '',
  endpoint: process.env.NEXT_PUBLIC_PLAUSIBLE_ENDPOINT ?? '',
  booking: process.env.NEXT_PUBLIC_BOOKING_URL || undefined,
};

let send: ((name: string, props?: Props) => void) | undefined;
let waiting: [string, Props | undefined][] = [];

/** Records a goal: sent once the tracker is up, dropped if it never comes (declined, or its code failed to arrive). */
export function goal(name: string, props?: Props) {
  if (send) send(name, props);
  else waiting.push([name, props]);
}

/** A URL's path within the site, without the base path (`/oj/contact` → `/contact`), or undefined for any other. */
function sitePath({ origin, pathname }: { origin: string; pathname: string }): string | undefined {
  if (origin !== location.origin || !pathname.startsWith(basePath)) return undefined;
  return pathname.slice(basePath.length) || '/';
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
    const from = sitePath(location) ?? location.pathname;
    if (booking && link.href === booking) return goal('Booking Link: Click', { from });
    if (sitePath(link) !== '/contact') return;
    const service = link.closest('article[id]')?.id;
    goal(link.textContent?.trim() ?? 'Contact', { from, ...(service ? { service } : {}) });
  };
}

/** Starts the statistics, once per page load: pageviews (client-side navigations too), outbound links and the goals. */
function startTracker() {
  const { domain, endpoint, booking } = config;
  if (send || trackingDeclined()) {
    waiting = [];
    return;
  }
  import('@plausible-analytics/tracker').then(
    ({ init, track }) => {
      if (send) return;
      // The pageview sent as a page is left without the scripts (scripts/pipeline/postbuild/count-visit.ts)
      // sends nothing from now on; if it already has (the visitor came back to the tab), this
      // page's first pageview and goal are not counted twice.
      const page = window as unknown as Record<string, unknown>;
      const counted = Boolean(page[visitCountedKey]);
      let skipPageview = counted;
      page[visitCountedKey] = true;
      // Each event reduced to what the privacy page names, and none once this browser says no
      // (the switch may be pressed while the page is open: checked at every event).
      const declined = () => trackingDeclined() || saidNo(optOutKey);
      // Each pageview says how its page came (`arrivalOf`): the document's first, and the first
      // after it came back from the browser's cache (which the tracker counts itself); a later one
      // is a page the scripts brought into this same document (an episode playing on: `in-page`).
      let first = true;
      addEventListener('pageshow', (event) => void (event.persisted && (first = true)));
      const arrival = () => (first ? ((first = false), arrivalOf(restoredKey)) : 'in-page');
      const transformRequest = (payload: Parameters<typeof privateEvent>[0]) => {
        if (payload.n !== 'pageview') return privateEvent(payload, declined());
        const how = arrival();
        if (skipPageview) return ((skipPageview = false), null);
        return privateEvent({ ...payload, p: { ...payload.p, arrival: how } }, declined());
      };
      init({ domain, endpoint, outboundLinks: true, logging: false, bindToWindow: false, transformRequest });
      send = (name, props) => track(name, props ? { props } : {});
      for (const [name, props] of waiting) send(name, props);
      waiting = [];
      if (document.querySelector(`[${notFoundMark}]`) && !counted) send('404', { path: location.pathname });
      document.addEventListener('click', clickGoals(booking), { capture: true });
    },
    () => undefined, // no statistics is never the visitor's problem
  );
}

// Loading this module starts the statistics (components/Analytics/Analytics.tsx loads it once
// the page is up): the page's own code then needs no more than the import.
startTracker();
