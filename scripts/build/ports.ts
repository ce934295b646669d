// Every local port the project's own servers and tools listen on, in one list: what `npm start`
// and `npm run edit` serve at, the test runs' exports and stand-ins (read by the Playwright
// configs, the stand-in servers and the all-services build, scripts/test/build-delivery.ts), and the
// measuring tools'. The CMS's local backend has no port of its own: it answers on the editor's.
export const ports = {
  /** `npm start` and `npm run serve` (scripts/tools/serve.ts; PORT moves it), and `npm run edit` (EDIT_PORT). */
  start: 3000,
  /** The default export (out/), as the journeys reach it; E2E_PORT moves it. */
  site: 4173,
  /** The /oj sub-path export with the content at its limits (out-base/), as GitHub Pages serves it. */
  basePath: 4174,
  /** The all-services export, with the owner's photos (out-delivery/). */
  delivery: 4175,
  formBackend: 4176,
  /** out/ under Cloudflare Pages' own runtime (wrangler pages dev). */
  cloudflare: 4177,
  /** out-delivery/ under Cloudflare Pages' own runtime: the show's folder of episode pages, as a deploy serves it. */
  cloudflareDelivery: 4178,
  /** Their devtools' ports: two instances of wrangler on the one default collide. */
  cloudflareInspector: 4182,
  cloudflareDeliveryInspector: 4183,
  /** The owner's editing flow (`npm run edit`, playwright.cms.config.ts). */
  edit: 4180,
  eventsBackend: 4181,
  /** `npm run bench`: the export, and its floor (the same pages without their scripts). */
  benchSite: 4310,
  benchFloor: 4311,
  /** `npm run budget`: each export while its photos are measured; the next export, the next port. */
  photoBudget: 4330,
  /** `npm run budget`: each export while a search is measured; the next export, the next port. */
  searchBudget: 4340,
  /** `npm run links`: the first export checked; each next one, the next port (its own test: five further on). */
  links: 4390,
} as const;
