// Where the all-services build (scripts/build-delivery.ts) points each service, and where
// playwright.config.ts serves that build and starts the stand-ins: one list, read by both.
export const standIns = {
  /** The all-services export (out-delivery/), as the delivery journeys reach it. */
  deliverySite: 'http://127.0.0.1:4175',
  /** The local form backend (e2e/form-backend/server.ts). */
  formBackend: 'http://127.0.0.1:4176',
  /** The local stand-in for Plausible's events API (e2e/events-backend/server.ts). */
  eventsBackend: 'http://127.0.0.1:4181',
  /**
   * The domain registered with the statistics, and the name the analytics journeys reach the
   * export by (Chromium maps it to 127.0.0.1): Plausible's tracker ignores visits to a loopback address.
   */
  analyticsDomain: 'oj.test',
  /** A scheduling page (never fetched: the journeys only follow the link's address). */
  bookingUrl: 'https://cal.com/oj-example/intro-call',
} as const;
