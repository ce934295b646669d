// Every port the tests use, and where the all-services build (scripts/build-delivery.ts) points
// each service: one list, read by the Playwright configs, the stand-in servers and that build.

/** The local ports of the test runs (decap-server's 8081 is its own: scripts/cms-admin.ts). */
export const ports = {
  /** The default export (out/), as `npm start` serves it; E2E_PORT moves it. */
  site: 4173,
  /** The /oj sub-path export (out-base/), as GitHub Pages serves it. */
  basePath: 4174,
  /** The all-services export (out-delivery/). */
  delivery: 4175,
  formBackend: 4176,
  /** out/ under Cloudflare Pages' own runtime (wrangler pages dev). */
  cloudflare: 4177,
  /** The export with sample photos (out-photos/). */
  photos: 4178,
  /** The export with every text at its limit (out-longest/). */
  longest: 4179,
  /** The owner's editing flow (`npm run edit`, playwright.cms.config.ts). */
  edit: 4180,
  eventsBackend: 4181,
} as const;

const local = (port: number) => `http://127.0.0.1:${port}`;

export const standIns = {
  /** The all-services export (out-delivery/), as the delivery journeys reach it. */
  deliverySite: local(ports.delivery),
  /** The local form backend (e2e/form-backend/server.ts). */
  formBackend: local(ports.formBackend),
  /** The local stand-in for Plausible's events API (e2e/events-backend/server.ts). */
  eventsBackend: local(ports.eventsBackend),
  /**
   * The domain registered with the statistics, and the name the analytics journeys reach the
   * export by (Chromium maps it to 127.0.0.1): Plausible's tracker ignores visits to a loopback address.
   */
  analyticsDomain: 'oj.test',
  /** A scheduling page (never fetched: the journeys only follow the link's address). */
  bookingUrl: 'https://cal.com/oj-example/intro-call',
} as const;
