// With statistics on, a reader who never acts is counted too: an inline script last in <body> sends his
// pageview as he leaves, unless the tracker counted it first, saying what the tracker would and keeping its refusals.
import { pageAddress, referringSite } from '../../../components/Analytics/payload.ts';
import { arrivalOf, notFoundMark, optOutKey, restoredKey, saidNo, trackingDeclined, visitCountedKey } from '../../../components/Analytics/signals.ts';
import { inlineScript, pageDocument } from './inline-script.ts';
import { scriptLastInBody } from './pipeline.ts';

/** Where the statistics go: model/settings.ts `resolveAnalytics`. */
export interface Statistics {
  domain: string;
  endpoint: string;
}

/** What `countOnLeaving` is given: the page, where and what to send, and the site's own reductions and refusals. */
type Signals = [
  key: string,
  optOut: string,
  notFound: string,
  declined: () => boolean,
  said: (key: string) => boolean,
  address: (href: string) => string,
  site: (referrer: string) => string | null,
  restored: string,
  arrival: (key: string) => string,
];

/** Runs at the end of <body>: once, as the page is hidden or left, sends what the tracker would have, if it has not. */
function countOnLeaving(
  d: Document,
  { domain, endpoint }: Statistics,
  ...[key, optOut, notFound, declined, said, address, site, restored, arrival]: Signals
): void {
  const page = self as unknown as Record<string, unknown>;
  const local = /^localhost$|^127(\.[0-9]+){0,2}\.[0-9]+$|^\[::1?\]$/.test(location.hostname) || location.protocol == 'file:';
  const send = (name: string, props?: Record<string, string>) =>
    fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      keepalive: true,
      body: JSON.stringify({ n: name, u: address(location.href), d: domain, r: site(d.referrer), p: props }),
    }).catch(() => {});
  // Said no as the page loaded: this visit is never counted, even if he says yes before he leaves.
  if (said(optOut)) page[key] = 1;
  // A page prerendered and never shown was never seen: nothing is counted as it goes.
  const leave = () => {
    if (page[key] || (d as Document & { prerendering?: boolean }).prerendering) return;
    page[key] = 'left';
    if (said(optOut) || declined() || local || (navigator.webdriver && !page.__plausible)) return;
    send('pageview', { arrival: arrival(restored) });
    if (d.querySelector(`[${notFound}]`)) send('404', { path: location.pathname });
  };
  d.addEventListener('visibilitychange', () => d.visibilityState == 'hidden' && leave());
  addEventListener('pagehide', leave);
  // Back from the browser's cache is a visit of its own: counted as he leaves again, unless the tracker (up already) counts it.
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    page[restored] = 1;
    if (page[key] == 'left') page[key] = 0;
  });
}

/** The script, for the statistics of `statistics`. */
export const countingScript = (statistics: Statistics) =>
  inlineScript(
    countOnLeaving,
    pageDocument,
    statistics,
    visitCountedKey,
    optOutKey,
    notFoundMark,
    trackingDeclined,
    saidNo,
    pageAddress,
    referringSite,
    restoredKey,
    arrivalOf,
  );

/** The step: the script last in <body>. */
export const countVisit = (statistics: Statistics) => scriptLastInBody('count-visit', {}, countingScript(statistics));
