// What the first search costs a visitor, for the budget and the bench: every file fetched from his first
// key to the results, over the export as a host serves it. On the slow phone, also how long results take.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { searchFolder } from '../../lib/search.ts';
import { searchPath } from '#model/routes.ts';
import { fileOfRoute } from '../pipeline/clean-urls.ts';
import { ports } from '../pipeline/ports.ts';
import { chromiumArgs, testBrowser } from '../tools/chromium.ts';
import { serveExport } from '../tools/local-site.ts';
import { phoneNetwork } from './photo-bytes.ts';

/** The first search's bytes over the wire: Pagefind documents about 100 KB for most sites; its script and WebAssembly alone are about 80. */
export const searchBudget = 200_000;

/** How long the first search's results may take on the bench's slow phone, from the press of Enter. */
export const searchTimeLimit = 1000;

/** The query measured: a word every build's pages hold, so every export's search fetches a chunk and a fragment. */
export const measuredQuery = 'integration';

/** The bench's slow phone (as its first presses': Lighthouse's mobile devtools throttling, 4× CPU), through the page's DevTools protocol. */
export async function slowPhone(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', phoneNetwork);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** Starts the page's count of the milliseconds from the press of Enter in the box to the frame that shows the count (`shownIn`, read by `shownIn`). */
const watchResults = () => {
  (window as unknown as { shownIn: Promise<number> }).shownIn = new Promise<number>((resolve) => {
    addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter') return;
        const pressed = performance.now();
        const frame = () =>
          /result|Nothing matches/.test(document.querySelector('[role="status"]')?.textContent ?? '')
            ? resolve(performance.now() - pressed)
            : requestAnimationFrame(frame);
        requestAnimationFrame(frame);
      },
      { capture: true },
    );
  });
};
const shownIn = () => (window as unknown as { shownIn: Promise<number> }).shownIn;

/** Run before the page's own scripts: the milliseconds from the page's first paint to the frame that shows a shared search's count. */
const watchShared = () => {
  (window as unknown as { shownIn: Promise<number> }).shownIn = new Promise<number>((resolve) => {
    const frame = () => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      if (paint && /result|Nothing matches/.test(document.querySelector('[role="status"]')?.textContent ?? '')) resolve(performance.now() - paint.startTime);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
};

/** What the first search fetched: its files and bytes, those of the page's own scripts apart; and, on the slow phone, its milliseconds. */
export interface SearchCost {
  files: number;
  bytes: number;
  /** The page's own scripts among them (none, where the search runs on its own). */
  scripts: number;
  ms?: number;
  /** On the slow phone: a search shared (`/search?q=`), from the page's first paint to its results. */
  sharedMs?: number;
}

/** Typed at a person's pace and sent with Enter; undefined for an export without a search page. */
export async function measureSearch(outDir: string, slot = 0, slow = false): Promise<SearchCost | undefined> {
  if (!existsSync(join(outDir, fileOfRoute(searchPath)))) return undefined;
  const server = await serveExport(outDir, ports.searchBudget + slot);
  const browser = await chromium.launch({ ...testBrowser(), args: [...chromiumArgs] });
  try {
    const page = await browser.newPage();
    // The pages' stock photos are not the point here, and do not load on this machine.
    await page.route('https://images.unsplash.com/**', (route) => route.abort());
    if (slow) await slowPhone(page);
    // The index's files from the page's arrival (it asks for them with the page), any of the page's scripts from then on.
    const sizes: Promise<{ index: boolean; bytes: number }>[] = [];
    let loaded = false;
    // Requests in flight, and when the last began or ended: the page has asked for all it will once none is for half a second.
    let pending = 0;
    let moved = Date.now();
    const settled = () => ((pending -= 1), (moved = Date.now()));
    page.on('request', () => ((pending += 1), (moved = Date.now())));
    page.on('requestfailed', settled);
    page.on('requestfinished', (request) => {
      settled();
      const index = request.url().includes(`/${searchFolder}/`);
      if (index || (loaded && request.resourceType() === 'script')) sizes.push(request.sizes().then((size) => ({ index, bytes: size.responseBodySize })));
    });
    await page.goto(`${server.origin}${searchPath}`, { waitUntil: 'load' });
    loaded = true;
    await page.evaluate(watchResults);
    await page.getByRole('searchbox').click();
    await page.keyboard.type(measuredQuery, { delay: 150 });
    await page.keyboard.press('Enter');
    const ms = await page.evaluate(shownIn);
    // Not 'networkidle': the page reached it before the search (its files came with it), so it would not wait for the results'.
    while (pending > 0 || Date.now() - moved < 500) await page.waitForTimeout(100);
    const each = await Promise.all(sizes);
    const scripts = each.filter(({ index }) => !index).length;
    const cost = { files: each.length, bytes: each.reduce((sum, { bytes }) => sum + bytes, 0), scripts };
    if (!slow) return cost;
    const shared = await browser.newPage();
    await shared.route('https://images.unsplash.com/**', (route) => route.abort());
    await slowPhone(shared);
    await shared.addInitScript(watchShared);
    await shared.goto(`${server.origin}${searchPath}?q=${measuredQuery}`, { waitUntil: 'commit' });
    return { ...cost, ms: Math.round(ms), sharedMs: Math.round(await shared.evaluate(shownIn)) };
  } finally {
    await browser.close();
    await server.stop();
  }
}
