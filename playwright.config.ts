import { defineConfig, devices } from '@playwright/test';
import { standIns } from './scripts/test/stand-ins.ts';
import { ports } from './scripts/pipeline/ports.ts';
import { chromiumArgs, chromiumPath, testBrowser } from './scripts/tools/chromium.ts';
import { picturesComparable } from './e2e/pictures.ts';

const port = ports.site;
const baseURL = `http://127.0.0.1:${port}`;
// The site built with BASE_PATH=/oj into out-base/ (`npm run build:base`), as GitHub Pages serves
// it, with every owner text and list at its schema's limit, for the sub-path and layout journeys.
const basePort = ports.basePath;
export const basePath = '/oj';
// The site built with every owner's service on and his own photos (`npm run build:delivery`,
// into out-delivery/): each service at a stand-in on this machine, the form backend
// (e2e/form-backend/server.ts) and Plausible's events API (e2e/events-backend/server.ts), whose
// addresses the build bakes in from scripts/test/stand-ins.ts; sample files in place of the stock
// portrait and heroes, for the owner's-photo path on real output.
const deliveryPort = ports.delivery;
export const formBackend = standIns.formBackend;
export const eventsBackend = standIns.eventsBackend;
// out/ once more, served by Cloudflare Pages' own runtime (workerd, through `wrangler pages dev`),
// and out-delivery/, whose show has a folder of episode pages (a host gives names in a folder a meaning).
const cloudflarePort = ports.cloudflare;
const cloudflareDeliveryPort = ports.cloudflareDelivery;

/**
 * Where each export is served. A spec for a variant says which it runs against (`test.use({
 * baseURL: served.delivery })` at its top), so one project runs every spec at its size: each
 * project is a pair of browser processes started anew, and a barrier where two workers wait for
 * the last one's journey (12 projects were about 50 s of the journeys' 420 s; 7 now).
 */
export const served = {
  site: baseURL,
  base: `http://127.0.0.1:${basePort}`,
  delivery: `http://127.0.0.1:${deliveryPort}`,
  cloudflare: `http://127.0.0.1:${cloudflarePort}`,
  cloudflareDelivery: `http://127.0.0.1:${cloudflareDeliveryPort}`,
} as const;

// The journeys and the approved pictures in the browser pinned with the project, Debian's full
// browser where text is measured (scripts/tools/chromium.ts).
const fullBrowser = { executablePath: chromiumPath, args: [...chromiumArgs] };
const shell = { ...testBrowser(), args: [...chromiumArgs] };
// Once per run, not per worker: why the approved pictures are skipped, if they are.
if (process.env.TEST_WORKER_INDEX === undefined && !picturesComparable().here) console.log(picturesComparable().otherwise);

const desktopSize = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const phoneSize = {
  ...devices['Desktop Chrome'],
  viewport: { width: 390, height: 844 },
  // A phone's screen is its viewport; the desktop preset's 1920 px screen would make the
  // preload scanner pick desktop-sized photos.
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
const desktop = { ...desktopSize, launchOptions: shell };
const phone = { ...phoneSize, launchOptions: shell };

/**
 * The approved pictures (e2e/screens.spec.ts, and the longest content's), projects of their own:
 * each approved under its project's name. In the headless build, as the journeys: a picture is
 * compared with one the same build drew, and costs half the full browser's (18 pictures: 143 →
 * 72 CPU-seconds, measured 2026-11-26).
 */
const pictures = /looks as approved/;
/** What only the full browser measures as a visitor's does: text metrics (the headless build sets text a little differently). */
const fullBrowserOnly = /@full-browser/;
/** Where a picture project finds the pictures approved under the project name `name`. */
const approvedAs = (name: string) => `{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}-${name}{-snapshotSuffix}{ext}`;

/**
 * Where the viewport changes what a test observes, it runs at the phone size as well: the
 * photo sizes, the approved pictures, and tests tagged `@phone` (the phone menu, axe, a paint
 * that must not move, the header on a page). Everything else runs once, at the desktop size.
 * Playwright matches this against the project, the file, the titles and the tags.
 */
const atPhoneSize = /(^| )photos\.spec\.ts( |$)|@phone/;
// The photos' absence (e2e/photoJourneys.ts) is one behaviour: the stock photos' journey runs at
// the phone size alone (e2e/resilience.spec.ts), the owner's photos' at the desktop's alone.
const ownPhotosMissing = /local-photos\.photos\.spec\.ts .*when the photos cannot load/;
const stockPhotosMissing = /resilience\.spec\.ts .*when the photos cannot load/;
/** Journeys run elsewhere: the statistics' need a browser of their own (below), the editor's a configuration of their own (playwright.cms.config.ts). */
const ownProject = /\.(analytics|cms)\.spec\.ts$/;

/**
 * A server already listening is never taken for one of ours: a run tests only what it started
 * (`npm test` picks ports nobody holds). REUSE_SERVERS=1 asks for it, for a loop against servers of your own.
 */
const reuseExistingServer = process.env.REUSE_SERVERS === '1';

/** A static export served as Cloudflare Pages serves it (scripts/tools/serve.ts), up once `path` answers. */
const exportServer = (port: number, outDir: string, path = '/', env: Record<string, string> = {}) => ({
  command: 'node scripts/tools/serve.ts',
  url: `http://127.0.0.1:${port}${path}`,
  env: { PORT: String(port), OUT_DIR: outDir, ...env },
  reuseExistingServer,
  timeout: 30_000,
});

/**
 * A static export on Cloudflare Pages' own runtime. Offline it warns that it cannot fetch
 * `Request.cf` (Cloudflare's request metadata): harmless here. Each instance needs ports of its
 * own, its inspector's too, or two collide.
 */
const cloudflareServer = (port: number, inspectorPort: number, outDir: string) => ({
  command: `npx wrangler pages dev ${outDir} --ip 127.0.0.1 --port ${port} --inspector-port ${inspectorPort}`,
  url: `http://127.0.0.1:${port}/`,
  env: { WRANGLER_SEND_METRICS: 'false' },
  reuseExistingServer,
  timeout: 120_000,
});

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // A trace records every action's page (a third of the journeys' time, measured 2026-11-26:
  // 21 journeys 1.1 min → 48 s): only for a failed journey's retry in CI; `--trace on` here.
  use: { baseURL, trace: 'on-first-retry' },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: ownProject, grepInvert: [pictures, fullBrowserOnly, stockPhotosMissing] },
    { name: 'phone', use: phone, testIgnore: ownProject, grep: atPhoneSize, grepInvert: [pictures, ownPhotosMissing] },
    { name: 'desktop-pictures', use: desktop, snapshotPathTemplate: approvedAs('desktop'), testIgnore: [ownProject, /\.longest\.spec\.ts$/], grep: pictures },
    // At the phone size, the pictures tagged for it (e2e/screens.spec.ts says which, and why).
    { name: 'phone-pictures', use: phone, snapshotPathTemplate: approvedAs('phone'), testMatch: /screens\.spec\.ts$/, grep: /@phone-picture/ },
    { name: 'full-browser', use: { ...desktopSize, launchOptions: fullBrowser }, testIgnore: ownProject, grep: fullBrowserOnly },
    // The statistics on the same export, reached by the domain they are registered for (the
    // tracker stays silent on a loopback address), which Chromium maps to this machine.
    {
      name: 'analytics',
      use: {
        ...desktop,
        baseURL: `http://${standIns.analyticsDomain}:${deliveryPort}`,
        launchOptions: {
          ...shell,
          args: [
            ...shell.args,
            `--host-resolver-rules=MAP ${standIns.analyticsDomain} 127.0.0.1`,
            // Secure, as the published site (https) is: else the browser ignores its opener policy, and says so.
            `--unsafely-treat-insecure-origin-as-secure=http://${standIns.analyticsDomain}:${deliveryPort}`,
          ],
        },
      },
      testMatch: /\.analytics\.spec\.ts$/,
    },
    // The longest content's pictures at 390 px (its layout journeys run in `desktop`).
    { name: 'longest-pictures', use: desktop, snapshotPathTemplate: approvedAs('longest'), testMatch: /\.longest\.spec\.ts$/, grep: pictures },
  ],
  webServer: [
    exportServer(port, 'out'),
    exportServer(basePort, 'out-base', `${basePath}/`, { BASE_PATH: basePath }),
    exportServer(deliveryPort, 'out-delivery', '/contact'),
    cloudflareServer(cloudflarePort, ports.cloudflareInspector, 'out'),
    cloudflareServer(cloudflareDeliveryPort, ports.cloudflareDeliveryInspector, 'out-delivery'),
    {
      command: 'node e2e/events-backend/server.ts',
      url: `${eventsBackend}/__control/ready`,
      env: { PORT: new URL(eventsBackend).port },
      reuseExistingServer,
      timeout: 30_000,
    },
    {
      command: 'node e2e/form-backend/server.ts',
      url: `${formBackend}/__control/ready`,
      env: { PORT: new URL(formBackend).port },
      reuseExistingServer,
      timeout: 30_000,
    },
  ],
});
