// What each route's photos cost a phone on first load, in Chromium at Lighthouse's mobile profile, from real files.
import { chromium } from '@playwright/test';
import type { BrowserContext } from '@playwright/test';
import { chromiumArgs, testBrowser } from '../tools/chromium.ts';
import { serveExport } from '../tools/local-site.ts';
import { kb } from './page-bytes.ts';
import type { MeasuredPage } from './page-bytes.ts';
import { aspectsIn, chromeFlagsFor, startPhotoHost } from '../tools/photo-host.ts';
import { isPhoto } from '../tools/photo-urls.ts';
import { ports } from '../pipeline/ports.ts';

/** Photo bytes a route fetches on a phone: before its largest paint, and on first load in all. */
export interface PhotoBytes {
  beforeLcp: number;
  firstLoad: number;
}

/** The first screen's one photo in one TCP window, and nothing more until he scrolls. */
export const photoBudget: PhotoBytes = { beforeLcp: 16_000, firstLoad: 16_000 };

const mobile = { viewport: { width: 412, height: 823 }, screen: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** Lighthouse's mobile network: 150 ms and 1.6 Mbps, as DevTools applies it (×3.75 and ×0.9): the bench's slow phone's, for the search's time too (search-bytes.ts). */
export const phoneNetwork = { offline: false, latency: 562.5, downloadThroughput: (1638.4 * 0.9 * 1024) / 8, uploadThroughput: (675 * 0.9 * 1024) / 8 };

/** Loads one page and reports the bytes of the photos it fetched before its largest paint, and in all. */
async function measure(context: BrowserContext, url: string): Promise<PhotoBytes> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', phoneNetwork);
  const sizes: Promise<[string, number]>[] = [];
  page.on('requestfinished', (request) => {
    if (isPhoto(request.url())) sizes.push(request.sizes().then((size) => [request.url(), size.responseBodySize]));
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  const timeline = await page.evaluate(
    () =>
      new Promise<{ lcp: number; lcpUrl: string; photos: { url: string; start: number }[] }>((resolve) => {
        new PerformanceObserver((list) => {
          const lcp = list.getEntries().at(-1);
          const photos = performance.getEntriesByType('resource').map((r) => ({ url: r.name, start: r.startTime }));
          resolve({ lcp: lcp ? lcp.startTime : 0, lcpUrl: lcp instanceof LargestContentfulPaint ? lcp.url : '', photos });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const bytes = new Map(await Promise.all(sizes));
  await page.close();
  const photos = timeline.photos.flatMap((p) => {
    const size = bytes.get(p.url);
    return size === undefined ? [] : [{ ...p, bytes: size }];
  });
  const sum = (list: readonly { bytes: number }[]) => list.reduce((total, p) => total + p.bytes, 0);
  return {
    // Photos whose fetch began before the largest paint: what the first screen waited for.
    beforeLcp: sum(photos.filter((p) => p.start < timeline.lcp || p.url === timeline.lcpUrl)),
    firstLoad: sum(photos),
  };
}

/** The show's pages of one template show the same photos: one of each is loaded for them all. */
export function photoTemplate(route: string): string {
  if (!route.startsWith('/podcast/')) return route;
  if (/^\/podcast\/[^/]+\/transcript/.test(route)) return '/podcast/*/transcript';
  return /^\/podcast\/(page|season)\//.test(route) ? '/podcast/page/*' : '/podcast/*';
}

/** Serves `outDir` (on the `slot`th port of the budget's) and measures the photos of every page in `every` (as `pagesOf` gives them; one of each template: `photoTemplate`), by route. */
export async function measurePhotos(outDir: string, every: readonly MeasuredPage[], slot = 0): Promise<Map<string, PhotoBytes>> {
  // The first page of each template, once: a thousand episodes are one pass, not a thousand.
  const firsts = new Map<string, MeasuredPage>();
  for (const page of every) if (!firsts.has(photoTemplate(page.route))) firsts.set(photoTemplate(page.route), page);
  const pages = [...firsts.values()];
  const server = await serveExport(outDir, ports.photoBudget + slot);
  const host = await startPhotoHost(aspectsIn(outDir));
  const browser = await chromium.launch({ ...testBrowser(), args: [...chromiumArgs, ...chromeFlagsFor(host.port)] });
  try {
    const results = new Map<string, PhotoBytes>();
    // Four pages at a time: each waits on its own throttled network, not on the others (the figures are bytes, the same at any number).
    const queue = [...pages];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        // A fresh context per page: an empty cache, as a first visit has.
        const context = await browser.newContext(mobile);
        results.set(next.route, await measure(context, `${server.origin}${next.path}`));
        await context.close();
      }
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    return new Map(
      every.flatMap(({ route }) => {
        const measured = results.get(firsts.get(photoTemplate(route))?.route ?? '');
        return measured ? [[route, measured] as const] : [];
      }),
    );
  } finally {
    await browser.close();
    await host.close();
    await server.stop();
  }
}

/** What a route's photos miss of the budget. */
export function checkPhotoBudget({ beforeLcp, firstLoad }: PhotoBytes): string[] {
  const misses: string[] = [];
  if (beforeLcp > photoBudget.beforeLcp) misses.push(`photos before LCP ${kb(beforeLcp)} > ${kb(photoBudget.beforeLcp)}`);
  if (firstLoad > photoBudget.firstLoad) misses.push(`photos on first load ${kb(firstLoad)} > ${kb(photoBudget.firstLoad)}`);
  return misses;
}
