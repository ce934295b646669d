// Every local port the project listens on, in one list. A test run's ports are one block from PORT_BASE
// (4173 unless set), which `npm test` sets to a free block, so a run never reaches a server it did not start.

/** The first port of the tests' block. */
export const portBase = Number(process.env.PORT_BASE || 4173);

/** How many ports from the base the block holds: every offset below is smaller. */
export const portBlock = 240;

const at = (offset: number) => portBase + offset;

export const ports = {
  /** `npm start` and `npm run serve` (scripts/tools/serve.ts; PORT moves it), and `npm run edit` (EDIT_PORT): the owner's, outside the block. */
  start: 3000,
  /** The default export (out/), as the journeys reach it. */
  site: at(0),
  /** The /oj sub-path export with the content at its limits (out-base/), as GitHub Pages serves it. */
  basePath: at(1),
  /** The all-services export, with the owner's photos (out-delivery/). */
  delivery: at(2),
  formBackend: at(3),
  /** out/ under Cloudflare Pages' own runtime (wrangler pages dev). */
  cloudflare: at(4),
  /** out-delivery/ under Cloudflare Pages' own runtime: the show's folder of episode pages, as a deploy serves it. */
  cloudflareDelivery: at(5),
  /** Their devtools' ports: two instances of wrangler on the one default collide. */
  cloudflareInspector: at(9),
  cloudflareDeliveryInspector: at(10),
  /** The owner's editing flow in the editor's journeys (playwright.cms.config.ts). */
  edit: at(7),
  eventsBackend: at(8),
  /** `npm run bench`: the export, and its floor (the same pages without their scripts). */
  benchSite: at(137),
  benchFloor: at(138),
  /** `npm run budget`: each export while its photos are measured; the next export, the next port. */
  photoBudget: at(157),
  /** `npm run budget`: each export while a search is measured; the next export, the next port. */
  searchBudget: at(167),
  /** `npm run bench`: the export while an episode is handed from its page to the small player. */
  handOver: at(177),
  /** `npm run links`: the first export checked; each next one, the next port (its own test: five further on). */
  links: at(217),
} as const;
