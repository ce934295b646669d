// The page after the first, on the bench's slow phone (the project's `phoneNetwork`: 562.5 ms per
// request, 1.44 Mbps; Lighthouse's 4× CPU): from the press of an in-site link (its release, the
// click: a link is followed on the up-event, never the down, WCAG 2.5.2) to the
// next page's largest paint, pressed as the visitor's first act (the scripts not come) and after
// reading (the scripts come, the pointer resting on the link a while, `rest`); whether the next
// page was prerendered (its `activationStart`), and Back: the
// page restored from the back/forward cache, or Chromium's reasons why not. Puppeteer attaches
// through the tab target, as Chromium's own tests do: attached to the page alone, DevTools turns
// prerendering off. Beside the site's pages, the floor: the same press between two pages of a
// heading and a link (`writeFloorPages`), what this browser on this machine takes to show any
// prerendered page. A report, not a test.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { hydrated } from './bench-presses.ts';
import { phoneNetwork } from './photo-bytes.ts';
import { rulesType, speculationRules } from '../pipeline/postbuild/speculation.ts';

/** A press from one page to another, named by the kind of page it leads to. */
export interface NextPress {
  kind: string;
  from: string;
  to: string;
  /** Pages of no script (the floor's): nothing to wait for after reading. */
  scriptless?: true;
}

/** The floor: a press from one page of a heading and a link to another, prerendered by the same rules as the site's pages. */
export const floorPress: NextPress = { kind: 'the floor', from: '/bench-next-floor', to: '/bench-next-floor-2', scriptless: true };

/** Writes the floor's two pages into the served copy of the export, `dir`, each with the site's own speculation rules. */
export function writeFloorPages(dir: string): void {
  const rules = JSON.stringify(speculationRules(''));
  for (const [from, to] of [
    [floorPress.from, floorPress.to],
    [floorPress.to, floorPress.from],
  ] as const) {
    const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>The floor</title></head><body><h1>A page of ${from}</h1><p><a href="${to}">The other page</a></p><script type="${rulesType}">${rules}</script></body></html>`;
    writeFileSync(join(dir, `${from.slice(1)}.html`), html);
  }
}

/** One press: how long until the next page's largest paint, and how it came. */
export interface Arrival {
  ms: number;
  /** prerendered (activated), loaded (a new document), or client (Next's router, the same document). */
  how: 'prerendered' | 'loaded' | 'client' | 'not measured';
  /** Why a prerender that was asked for did not show (Chromium's status and reason), else empty. */
  why: string;
}

/** Back from the next page: restored from the back/forward cache, or Chromium's reasons. */
export interface Back {
  restored: boolean | 'same document';
  reasons: string[];
}

/** The phone's CPU, as Lighthouse slows it (its network is the project's `phoneNetwork`, the search's and the photo budget's). */
export const cpuSlowdown = throttling.mobileSlow4G.cpuSlowdownMultiplier;
/** How long the pointer rests on the link before the press, after reading: the time the slow phone takes to load a page of this site, with room. */
export const rest = 3_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The path of a visible link to `to` on the page, as its `href` says it. */
const visibleLink = (to: string) => `[...document.querySelectorAll('a[href]')].find((a) =>
  new URL(a.href).pathname === new URL(${JSON.stringify(to)}, location.href).pathname && a.checkVisibility() && a.getBoundingClientRect().width > 0) ?? null`;

/**
 * The tab's own DevTools session, which Puppeteer attached through the tab target: a session of
 * our own (`createCDPSession`) attaches to the page target, and Chromium then turns prerendering off.
 */
const ownSession = (page: Page) => (page as unknown as { _client(): CDPSession })._client();

/** A new tab with the slow phone's network and CPU, and Chromium's preloading reported. */
async function phoneTab(page: Page): Promise<{ prerender: string[] }> {
  const session = ownSession(page);
  await page.setViewport({ width: 412, height: 823, isMobile: false, hasTouch: false });
  await page.emulateNetworkConditions({
    download: phoneNetwork.downloadThroughput,
    upload: phoneNetwork.uploadThroughput,
    latency: phoneNetwork.latency,
  });
  await page.emulateCPUThrottling(cpuSlowdown);
  const prerender: string[] = [];
  await session.send('Preload.enable');
  session.on('Preload.prerenderStatusUpdated', ({ status, prerenderStatus, disallowedMojoInterface }) =>
    prerender.push([status, prerenderStatus, disallowedMojoInterface].filter(Boolean).join(' ')),
  );
  return { prerender };
}

/** Where the tab is, and whether its document is the one pressed from; undefined while no document answers (within 2 s). */
const where = (page: Page) =>
  Promise.race([
    page
      .evaluate(() => ({ path: location.pathname, pressed: Boolean((self as unknown as { __benchPressed?: boolean }).__benchPressed) }))
      .catch(() => undefined),
    sleep(2_000).then(() => undefined),
  ]);

/** Waits until the tab shows `to` (a new document or the same one), asking each document as they come and go; whether it is the one pressed from. */
async function arrived(page: Page, to: string): Promise<boolean> {
  for (let tries = 0; tries < 300; tries += 1) {
    const at = await where(page);
    if (at?.path === to) return at.pressed;
    await sleep(100);
  }
  throw new Error(`bench: the press never reached ${to}`);
}

/** Where the first page keeps the moment of the press's release, for the next page to read (the tab's session storage goes with it). */
const releasedKey = 'bench-released';

/** What the next page says of its arrival, read once its largest paint has settled. */
const arrival = `new Promise((resolve) => {
  const [navigation] = performance.getEntriesByType('navigation');
  let paint = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) paint = entry.renderTime || entry.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve({ origin: performance.timeOrigin, paint, activation: navigation?.activationStart ?? 0, first: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0, same: !!self.__benchPressed, shown: self.__benchShown ?? 0, released: Number(sessionStorage.getItem('${releasedKey}')) }), 1500);
})`;

/**
 * In the first page: the moment of the press's release (the click's own time, as the browser
 * stamped it), and the moment the next page's heading shows, where it comes into this same document.
 */
const watchPress = `(() => {
  const before = document.querySelector('h1')?.textContent;
  const frame = () => (document.querySelector('h1')?.textContent !== before ? (self.__benchShown = performance.timeOrigin + performance.now()) : requestAnimationFrame(frame));
  requestAnimationFrame(frame);
  // The storage opened now, not in the click, where its first use held the navigation 3-13 ms.
  sessionStorage.removeItem('${releasedKey}');
  addEventListener('click', (event) => sessionStorage.setItem('${releasedKey}', String(performance.timeOrigin + event.timeStamp)), { capture: true, once: true });
  self.__benchPressed = true;
})()`;

/** The presses, `runs` times each, as a first act and after reading: each run's arrival and Back. */
export async function pressAll(chrome: LaunchedChrome, origin: string, presses: readonly NextPress[], runs: number) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const results = [];
    for (const next of presses) {
      const samples: Record<'first' | 'reading', { arrival: Arrival; back: Back }[]> = { first: [], reading: [] };
      for (let i = 0; i < runs; i += 1) {
        samples.first.push(await pressNext(browser, origin, next, false));
        samples.reading.push(await pressNext(browser, origin, next, true));
      }
      results.push({ ...next, ...samples });
      process.stderr.write(`pressed a link to ${next.to}\n`);
    }
    return results;
  } finally {
    await browser.disconnect();
  }
}

/** One press from `from` to `to` on a fresh tab; then Back. */
async function pressNext(
  browser: Browser,
  origin: string,
  { from, to, scriptless }: NextPress,
  afterReading: boolean,
): Promise<{ arrival: Arrival; back: Back }> {
  // A first visit: a context of its own, nothing of an earlier run in its cache.
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const { prerender } = await phoneTab(page);
    await page.goto(`${origin}${from}`, { waitUntil: 'load' });
    const link = (await page.waitForFunction(visibleLink(to), { timeout: 10_000 })).asElement();
    if (!link) throw new Error(`bench: no visible link to ${to} on ${from}`);
    await link.evaluate((element) => (element as Element).scrollIntoView({ block: 'center', behavior: 'instant' }));
    const box = await link.boundingBox();
    if (!box) throw new Error(`bench: the link to ${to} on ${from} has no box`);
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    if (afterReading) {
      // Reading: an intent brings the scripts; then the pointer rests on the link, as a reader's
      // thumb or pointer on what he is about to press, for `rest` (a prerender it starts is
      // committed ("Ready") once the page's first bytes have come, and loads on from there).
      await page.mouse.move(5, 5);
      await page.mouse.move(9, 9);
      if (!scriptless) await page.waitForFunction(hydrated, { timeout: 60_000 });
      await page.mouse.move(x, y);
      await sleep(rest);
    }
    await page.evaluate(watchPress);
    // A press as a thumb's: down, a tenth of a second, up.
    await page.mouse.move(x, y);
    await page.mouse.down();
    await sleep(100);
    await page.mouse.up();
    await arrived(page, new URL(to, origin).pathname);
    const next = (await page.evaluate(arrival)) as {
      origin: number;
      paint: number;
      activation: number;
      first: number;
      same: boolean;
      shown: number;
      released: number;
    };
    const how: Arrival['how'] = next.same ? 'client' : next.activation > 0 ? 'prerendered' : 'loaded';
    // A prerendered page is seen at its activation at the earliest.
    // Its first contentful paint where Chromium reported no largest one (seen for a prerendered page).
    const seen = next.same ? next.shown : next.origin + Math.max(next.paint || next.first, next.activation);
    const failed = prerender.filter((status) => !/^(Pending|Running|Ready|Success)/.test(status));
    const result: Arrival = {
      ms: seen && next.released ? seen - next.released : Number.NaN,
      how: seen ? how : 'not measured',
      why: how === 'prerendered' ? '' : failed.join('; '),
    };
    return { arrival: result, back: await goBack(page, new URL(from, origin).pathname, next.same) };
  } finally {
    await context.close();
  }
}

/** Back from the next page: whether the first page came back from the back/forward cache (its own state with it), and Chromium's reasons where not. */
async function goBack(page: Page, from: string, sameDocument: boolean): Promise<Back> {
  if (sameDocument) return { restored: 'same document', reasons: [] };
  const session = ownSession(page);
  const reasons: string[] = [];
  session.on('Page.backForwardCacheNotUsed', ({ notRestoredExplanations }) => reasons.push(...notRestoredExplanations.map(({ reason }) => reason)));
  // The browser's own Back, as its button does it (Puppeteer's goBack waits for a load a restored page never fires).
  const { currentIndex, entries } = await session.send('Page.getNavigationHistory');
  const previous = entries[currentIndex - 1];
  if (!previous) throw new Error(`bench: no page before ${entries[currentIndex]?.url}`);
  await session.send('Page.navigateToHistoryEntry', { entryId: previous.id });
  // A Back that never comes is a result too, not the end of the report.
  const restored = await arrived(page, from).catch(() => undefined);
  return restored === undefined ? { restored: false, reasons: [...reasons, `Back did not reach ${from}`] } : { restored, reasons };
}

/** What `pressAll` reports of one press, over the runs. */
export type NextResult = Awaited<ReturnType<typeof pressAll>>[number];

/** The kinds of page of an export (its routes), each pressed from home, and home from About. Not the search, the form's result, the not-found page. */
export function nextPresses(routes: readonly string[]): NextPress[] {
  const never = ['/404', '/search', '/message-sent'];
  // Every page of its own, and one of a folder's (an article, an episode).
  const kind = (route: string) => (route.split('/').length > 2 ? `/${route.split('/')[1]}/…` : route);
  const seen = new Set<string>();
  return routes.flatMap((to) => {
    if (never.includes(to) || seen.has(kind(to)) || !(routes.includes('/about') || to !== '/')) return [];
    seen.add(kind(to));
    return [{ kind: kind(to), from: to === '/' ? '/about' : '/', to }];
  });
}
