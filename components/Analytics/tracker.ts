// Plausible's own tracker, bundled (no third-party script) and fetched once the page is up; loaded
// only when statistics are on, and silent for a browser that declines tracking or said no.
import { basePath } from '#model/basePath.ts';
import { privateEvent } from './payload';
import { arrivalOf, notFoundMark, optOutKey, restoredKey, saidNo, trackingDeclined, visitCountedKey } from './signals';

type Props = Record<string, string>;

/** Inlined at build time (next.config.mjs), so the first load carries no configuration. */
const config = {
  domain: process.env.NEXT_PUBLIC_PLAUSIBLE_DOMAIN ?? '',
  endpoint: process.env.NEXT_PUBLIC_PLAUSIBLE_ENDPOINT ?? '',
  booking: process.env.NEXT_PUBLIC_BOOKING_URL || undefined,
};

let send: ((name: string, props?: Props) => void) | undefined;
let waiting: [string, Props | undefined][] = [];

/** Dropped if the tracker never comes (declined, or its code failed to arrive). */
export function goal(name: string, props?: Props) {
  if (send) send(name, props);
  else waiting.push([name, props]);
}

function sitePath({ origin, pathname }: { origin: string; pathname: string }): string | undefined {
  if (origin !== location.origin || !pathname.startsWith(basePath)) return undefined;
  return pathname.slice(basePath.length) || '/';
}

/** Links to the contact page, under the words they carry, and the booking link; outbound links are the tracker's own. */
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

function startTracker() {
  const { domain, endpoint, booking } = config;
  if (send || trackingDeclined()) {
    waiting = [];
    return;
  }
  import('@plausible-analytics/tracker').then(
    ({ init, track }) => {
      if (send) return;
      // The pageview sent as a page is left without scripts (postbuild/count-visit.ts) stops here; if it
      // was sent already, this page's first pageview is not counted twice.
      const page = window as unknown as Record<string, unknown>;
      const counted = Boolean(page[visitCountedKey]);
      let skipPageview = counted;
      page[visitCountedKey] = true;
      // Checked at every event: the switch may be pressed while the page is open.
      const declined = () => trackingDeclined() || saidNo(optOutKey);
      // A pageview after the first in one document is a page the scripts brought in (`in-page`).
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

startTracker();
