// The page after the first on the bench's slow phone: from the release of an in-site link to the next
// page's largest paint, as a first act and after reading; whether it was prerendered, and Back. Beside
// the site, the floor: two pages of a heading and a link. A report, not a test.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import { throttling } from 'lighthouse/core/config/constants.js';
import puppeteer, { type Browser, type CDPSession, type Page } from 'puppeteer-core';
import { hydrated } from './bench-presses.ts';
import { phoneNetwork } from './photo-bytes.ts';
import { rulesType, speculationRules } from '../pipeline/postbuild/speculation.ts';

export interface NextPress {
  kind: string;
  from: string;
  to: string;
  scriptless?: true;
}

export const floorPress: NextPress = { kind: 'the floor', from: '/bench-next-floor', to: '/bench-next-floor-2', scriptless: true };

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

export interface Arrival {
  ms: number;
  /** `client`: Next's router, the same document. */
  how: 'prerendered' | 'loaded' | 'client' | 'not measured';
  why: string;
}

export interface Back {
  restored: boolean | 'same document';
  reasons: string[];
}

export const cpuSlowdown = throttling.mobileSlow4G.cpuSlowdownMultiplier;
/** The slow phone's time to load a page of this site, with room. */
export const rest = 3_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const visibleLink = (to: string) => `[...document.querySelectorAll('a[href]')].find((a) =>
  new URL(a.href).pathname === new URL(${JSON.stringify(to)}, location.href).pathname && a.checkVisibility() && a.getBoundingClientRect().width > 0) ?? null`;

/** The tab's own session: one attached to the page target turns prerendering off. */
const ownSession = (page: Page) => (page as unknown as { _client(): CDPSession })._client();

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

const where = (page: Page) =>
  Promise.race([
    page
      .evaluate(() => ({ path: location.pathname, pressed: Boolean((self as unknown as { __benchPressed?: boolean }).__benchPressed) }))
      .catch(() => undefined),
    sleep(2_000).then(() => undefined),
  ]);

async function arrived(page: Page, to: string): Promise<boolean> {
  for (let tries = 0; tries < 300; tries += 1) {
    const at = await where(page);
    if (at?.path === to) return at.pressed;
    await sleep(100);
  }
  throw new Error(`bench: the press never reached ${to}`);
}

const releasedKey = 'bench-released';

const arrival = `new Promise((resolve) => {
  const [navigation] = performance.getEntriesByType('navigation');
  let paint = 0;
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) paint = entry.renderTime || entry.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => resolve({ origin: performance.timeOrigin, paint, activation: navigation?.activationStart ?? 0, first: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0, same: !!self.__benchPressed, shown: self.__benchShown ?? 0, released: Number(sessionStorage.getItem('${releasedKey}')) }), 1500);
})`;

/** The release's own time stamp, and when the next page's heading shows in this same document. */
const watchPress = `(() => {
  const before = document.querySelector('h1')?.textContent;
  const frame = () => (document.querySelector('h1')?.textContent !== before ? (self.__benchShown = performance.timeOrigin + performance.now()) : requestAnimationFrame(frame));
  requestAnimationFrame(frame);
  // Opened now: its first use in the click held the navigation.
  sessionStorage.removeItem('${releasedKey}');
  addEventListener('click', (event) => sessionStorage.setItem('${releasedKey}', String(performance.timeOrigin + event.timeStamp)), { capture: true, once: true });
  self.__benchPressed = true;
})()`;

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

async function pressNext(
  browser: Browser,
  origin: string,
  { from, to, scriptless }: NextPress,
  afterReading: boolean,
): Promise<{ arrival: Arrival; back: Back }> {
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
      // Reading: an intent brings the scripts, then the pointer rests on the link for `rest`.
      await page.mouse.move(5, 5);
      await page.mouse.move(9, 9);
      if (!scriptless) await page.waitForFunction(hydrated, { timeout: 60_000 });
      await page.mouse.move(x, y);
      await sleep(rest);
    }
    await page.evaluate(watchPress);
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
    // Seen at activation at the earliest; its first contentful paint where Chromium reported no largest one.
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

async function goBack(page: Page, from: string, sameDocument: boolean): Promise<Back> {
  if (sameDocument) return { restored: 'same document', reasons: [] };
  const session = ownSession(page);
  const reasons: string[] = [];
  session.on('Page.backForwardCacheNotUsed', ({ notRestoredExplanations }) => reasons.push(...notRestoredExplanations.map(({ reason }) => reason)));
  // As the browser's button does it: Puppeteer's goBack waits for a load a restored page never fires.
  const { currentIndex, entries } = await session.send('Page.getNavigationHistory');
  const previous = entries[currentIndex - 1];
  if (!previous) throw new Error(`bench: no page before ${entries[currentIndex]?.url}`);
  await session.send('Page.navigateToHistoryEntry', { entryId: previous.id });
  const restored = await arrived(page, from).catch(() => undefined);
  return restored === undefined ? { restored: false, reasons: [...reasons, `Back did not reach ${from}`] } : { restored, reasons };
}

export type NextResult = Awaited<ReturnType<typeof pressAll>>[number];

/** Each kind of page pressed from home, and home from About; not the search, the form's result, the not-found page. */
export function nextPresses(routes: readonly string[]): NextPress[] {
  const never = ['/404', '/search', '/message-sent'];
  const kind = (route: string) => (route.split('/').length > 2 ? `/${route.split('/')[1]}/…` : route);
  const seen = new Set<string>();
  return routes.flatMap((to) => {
    if (never.includes(to) || seen.has(kind(to)) || !(routes.includes('/about') || to !== '/')) return [];
    seen.add(kind(to));
    return [{ kind: kind(to), from: to === '/' ? '/about' : '/', to }];
  });
}
