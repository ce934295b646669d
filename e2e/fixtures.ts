import { readFileSync } from 'node:fs';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { stockPhotoUrl } from '../scripts/tools/photo-urls.ts';
import { schemes } from '../styles/colors.ts';

const placeholder = readFileSync(new URL('files/placeholder.svg', import.meta.url));

/**
 * Every test's page: stock photos come from a local placeholder (this machine has no internet), and
 * any console error or warning, or uncaught exception, fails the test. The one message allowed is
 * the browser's note that a not-found document came with its 404 status. A test that asks only
 * the server (`request`) opens no page at all.
 */
export const test = base.extend<{ expectedConsole: RegExp | undefined; awaitHydration: boolean }>({
  /** Console messages a test provokes on purpose (e.g. blocked scripts), not counted as problems. */
  expectedConsole: [undefined, { option: true }],
  /** Whether `goto` and `reload` wait for hydration; off for a test that blocks the scripts. */
  awaitHydration: [true, { option: true }],
  /**
   * Pages fetch their scripts on the visitor's first intent (scripts/pipeline/postbuild/defer-scripts.ts),
   * so the `load` event no longer means hydrated. A visitor moves the pointer or scrolls before he
   * presses; a test would click at once, into a page still waiting for its code. With JavaScript
   * on, `goto` and `reload` therefore also move the pointer, and wait for hydration. (The journeys
   * "before the code arrives" turn this off, and act on the page as it is.)
   */
  page: async ({ page, javaScriptEnabled, awaitHydration, expectedConsole }, provide) => {
    await page.route(stockPhotoUrl, (route) => route.fulfill({ status: 200, contentType: 'image/svg+xml', body: placeholder }));
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const documentStatus = message.text().includes('status of 404') && message.location().url === page.url();
      const expected = expectedConsole?.test(message.text()) ?? false;
      if (!documentStatus && !expected) problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    if (javaScriptEnabled !== false && awaitHydration) {
      const thenHydrated =
        <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
        async (...args: A) => {
          const response = await navigate(...args);
          await showIntent(page);
          await waitForHydration(page);
          return response;
        };
      page.goto = thenHydrated(page.goto.bind(page));
      page.reload = thenHydrated(page.reload.bind(page));
    }
    await provide(page);
    expect(problems, 'console errors and warnings').toEqual([]);
  },
});

export { expect };

/** The site's colour schemes (styles/colors.ts), each as a browser asks for it. */
export const colorSchemes = Object.keys(schemes) as (keyof typeof schemes)[];

/** What a screenshot's name gains in a scheme: nothing in light (the pictures from before the dark scheme keep their names), `-dark` in dark. */
export const schemeSuffix = (scheme: keyof typeof schemes) => (scheme === 'light' ? '' : `-${scheme}`);

/** What a visitor does first, and what fetches the page's scripts: the pointer moves (from wherever it was, by a pixel, in the page's top corner). */
export async function showIntent(page: Page) {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
}

/** Until React has hydrated the page: the held-back scripts are in and the header is React's. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () =>
      !document.querySelector('script[type="text/x-deferred"]') && Object.keys(document.querySelector('header') ?? {}).some((key) => key.startsWith('__react')),
  );
}

/**
 * Holds every script of the site back, as a slow connection does, until the returned function
 * is called (never, if it is not). Navigate with `waitUntil: 'domcontentloaded'` meanwhile: held
 * scripts inserted before the load event (on an early intent) would hold it back too.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_next\/static\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Whether the test runs at the phone size. */
export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 1024;
}

/** The main navigation's links, opening the phone menu first where there is one. */
export async function openMainNav(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (isPhone(page)) {
    const toggle = nav.getByRole('button', { name: /menu/i });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  return nav;
}

/**
 * Records every request that could carry data out of the page: anything but a GET of the
 * site's own static files (the code a page loads on demand, such as the toast, and the icon sprite).
 */
export function recordOutgoing(page: Page): string[] {
  const outgoing: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol === 'data:') return;
    const ownFile = url.origin === new URL(page.url()).origin && /^(\/[^/]+)?\/(_next\/static\/|icons\.svg$)/.test(url.pathname);
    if (request.method() !== 'GET' || request.postData() || !ownFile || url.search) outgoing.push(`${request.method()} ${request.url()}`);
  });
  return outgoing;
}

/**
 * The page's animations that run in time (on the document's timeline): those that move or fade
 * something. The header's change at the scroll threshold (Header.css.ts) runs on the scroll, not
 * in time, and moves nothing.
 */
export function timedAnimations(page: Page): Promise<number> {
  return page.evaluate(() => document.getAnimations().filter((animation) => animation.timeline instanceof DocumentTimeline).length);
}

/** How visible the element is: its opacity times every ancestor's (1 when nothing fades it). */
export function effectiveOpacity(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  });
}

/** Whether the element and every ancestor are fully opaque: nothing hides it for a fade. */
export async function isFullyOpaque(locator: Locator): Promise<boolean> {
  return (await effectiveOpacity(locator)) === 1;
}

/** Types into the contact form's fields, by their visible labels. */
export async function fillContactForm(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

/**
 * Every photo of the page loaded, for a picture of the whole page: the lazy ones are held until
 * they come into view (scripts/pipeline/postbuild/hold-photos.ts), so the page is scrolled through once,
 * then back to the top, and every image waited for.
 */
export async function loadEveryPhoto(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
  });
  await page.waitForFunction(() => [...document.images].every((img) => img.complete && (img.currentSrc !== '' || img.loading !== 'lazy')));
  await page.evaluate(() => document.fonts.ready);
}
