import { defineConfig, devices } from '@playwright/test';
import { standIns } from './e2e/stand-ins.ts';
import { ports } from './scripts/ports.ts';
import { chromiumArgs, chromiumPath } from './scripts/chromium.ts';

const port = Number(process.env.E2E_PORT ?? ports.site);
const baseURL = `http://127.0.0.1:${port}`;
// The same site built with BASE_PATH=/oj into out-base/ (`npm run build:base`), as GitHub Pages serves it.
const basePort = ports.basePath;
export const basePath = '/oj';
// The site built with every owner's service on (`npm run build:delivery`, into out-delivery/),
// each at a stand-in on this machine: the form backend (e2e/form-backend/server.ts) and
// Plausible's events API (e2e/events-backend/server.ts). The build bakes these addresses in;
// both read them from e2e/stand-ins.ts.
const deliveryPort = ports.delivery;
export const formBackend = standIns.formBackend;
export const eventsBackend = standIns.eventsBackend;
// out/ once more, served by Cloudflare Pages' own runtime (workerd, through `wrangler pages dev`).
const cloudflarePort = ports.cloudflare;
// The site with sample files in place of the stock portrait and heroes (`npm run build:photos`,
// into out-photos/): the owner's-photo path on real output.
const photosPort = ports.photos;
// The site with every owner text and list at its schema's limit (`npm run build:longest`, into
// out-longest/), for the layout journeys.
const longestPort = ports.longest;

// The system Chromium where there is one, else Playwright's own (scripts/chromium.ts).
const launchOptions = { executablePath: chromiumPath, args: [...chromiumArgs] };

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions };
const phone = {
  ...devices['Desktop Chrome'],
  viewport: { width: 390, height: 844 },
  // A phone's screen is its viewport; the desktop preset's 1920 px screen would make the
  // preload scanner pick desktop-sized photos.
  screen: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  launchOptions,
};

/** A static export served as Cloudflare Pages serves it (scripts/serve.ts), up once `path` answers. */
const exportServer = (port: number, outDir: string, path = '/', env: Record<string, string> = {}) => ({
  command: 'node scripts/serve.ts',
  url: `http://127.0.0.1:${port}${path}`,
  env: { PORT: String(port), OUT_DIR: outDir, ...env },
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
});

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: { baseURL, trace: 'retain-on-failure' },
  projects: [
    { name: 'desktop', use: desktop, testIgnore: /\.(nojs|basepath|delivery|analytics|host|photos|cms|longest)\.spec\.ts$/ },
    { name: 'phone', use: phone, testIgnore: /\.(nojs|basepath|delivery|analytics|host|photos|cms|longest)\.spec\.ts$/ },
    { name: 'host-local', use: desktop, testMatch: /\.host\.spec\.ts$/ },
    { name: 'host-cloudflare', use: { ...desktop, baseURL: `http://127.0.0.1:${cloudflarePort}` }, testMatch: /\.host\.spec\.ts$/ },
    { name: 'desktop-basepath', use: { ...desktop, baseURL: `http://127.0.0.1:${basePort}` }, testMatch: /\.basepath\.spec\.ts$/ },
    { name: 'desktop-nojs', use: { ...desktop, javaScriptEnabled: false }, testMatch: /\.nojs\.spec\.ts$/ },
    { name: 'phone-nojs', use: { ...phone, javaScriptEnabled: false }, testMatch: /\.nojs\.spec\.ts$/ },
    { name: 'desktop-delivery', use: { ...desktop, baseURL: `http://127.0.0.1:${deliveryPort}` }, testMatch: /\.delivery\.spec\.ts$/ },
    { name: 'phone-delivery', use: { ...phone, baseURL: `http://127.0.0.1:${deliveryPort}` }, testMatch: /\.delivery\.spec\.ts$/ },
    // The statistics on the same export, reached by the domain they are registered for (the
    // tracker stays silent on a loopback address), which Chromium maps to this machine.
    {
      name: 'analytics',
      use: {
        ...desktop,
        baseURL: `http://${standIns.analyticsDomain}:${deliveryPort}`,
        launchOptions: {
          ...launchOptions,
          args: [
            ...launchOptions.args,
            `--host-resolver-rules=MAP ${standIns.analyticsDomain} 127.0.0.1`,
            // Secure, as the published site (https) is: else the browser ignores its opener policy, and says so.
            `--unsafely-treat-insecure-origin-as-secure=http://${standIns.analyticsDomain}:${deliveryPort}`,
          ],
        },
      },
      testMatch: /\.analytics\.spec\.ts$/,
    },
    // The image journeys once more on the owner's-photo variant.
    { name: 'desktop-photos', use: { ...desktop, baseURL: `http://127.0.0.1:${photosPort}` }, testMatch: /(\/photos|\.photos)\.spec\.ts$/ },
    { name: 'phone-photos', use: { ...phone, baseURL: `http://127.0.0.1:${photosPort}` }, testMatch: /(\/photos|\.photos)\.spec\.ts$/ },
    // The layout journeys at 320, 390, 768 and 1280 px on the content at its limits.
    { name: 'longest', use: { ...desktop, baseURL: `http://127.0.0.1:${longestPort}` }, testMatch: /\.longest\.spec\.ts$/ },
  ],
  webServer: [
    exportServer(port, 'out'),
    exportServer(basePort, 'out-base', `${basePath}/`, { BASE_PATH: basePath }),
    exportServer(deliveryPort, 'out-delivery', '/contact'),
    exportServer(photosPort, 'out-photos'),
    exportServer(longestPort, 'out-longest'),
    {
      // Offline it warns that it cannot fetch `Request.cf` (Cloudflare's request metadata): harmless here.
      command: `npx wrangler pages dev out --ip 127.0.0.1 --port ${cloudflarePort}`,
      url: `http://127.0.0.1:${cloudflarePort}/`,
      env: { WRANGLER_SEND_METRICS: 'false' },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: 'node e2e/events-backend/server.ts',
      url: `${eventsBackend}/__control/ready`,
      env: { PORT: new URL(eventsBackend).port },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    {
      command: 'node e2e/form-backend/server.ts',
      url: `${formBackend}/__control/ready`,
      env: { PORT: new URL(formBackend).port },
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
