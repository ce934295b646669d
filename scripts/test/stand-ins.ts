// Where the all-services build (scripts/test/build-delivery.ts) points each owner's service, and how
// the journeys reach them: read by the Playwright configs, the stand-in servers and that build.
// Their ports are in the project's one list of ports (scripts/pipeline/ports.ts).
import { ports } from '../pipeline/ports.ts';

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
  /** A newsletter's sign-up address, as Buttondown gives it (never posted to: the tests read the form and the policy). */
  newsletter: 'https://buttondown.com/api/emails/embed-subscribe/oj-example',
  /** The GitHub repository the CMS edits (never reached: the journeys stop at its login). */
  cmsRepository: 'oj-example/site',
} as const;
