import { devices, type BrowserContext, type Page } from '@playwright/test';
import { readContent } from '#model/readContent.ts';
import { callToAction, site } from '#model/site.ts';
import { eventsBackend, formBackend } from '../playwright.config';
import type { ReceivedEvent } from './events-backend/server';
import { expect, openMainNav, showIntent, test } from './fixtures';
import { contactForm, expectConfirmed, fill, form, send } from './contactFormPage';
import { openInbox } from './form-backend/client';
import { standIns } from '../scripts/test/stand-ins';

const [home, privacy] = [readContent('home'), readContent('privacy')];

// Visit statistics on the all-services build (out-delivery/), reached as oj.test: Plausible's
// tracker, bundled into the site, sends to the local stand-in for its events API
// (e2e/events-backend/server.ts), which files each test's events by the token in its browser's
// User-Agent. Plausible's tracker also ignores automated browsers unless the page says
// `window.__plausible` (its own switch for tests), which every test here sets.

// A retry (or a repeat) is a fresh start: its token is its own, so it never counts what an earlier try sent.
const token = ({ testId, retry, repeatEachIndex }: { testId: string; retry: number; repeatEachIndex: number }) =>
  `${testId.replace(/[^\w-]/g, '')}-${repeatEachIndex}-${retry}`;

test.use({
  userAgent: async ({}, provide, testInfo) => provide(`${devices['Desktop Chrome'].userAgent} oj-test/${token(testInfo)}`),
});

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => Object.assign(window, { __plausible: true }));
  // Outbound links lead to sites this machine cannot reach: each answers with a plain page.
  await context.route(/^https:\/\/(?!oj\.test)[^/]+\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>elsewhere</title>' }),
  );
});

/** What the events endpoint has received from this test's browser. */
async function received(page: Page): Promise<ReceivedEvent[]> {
  const userAgent = await page.evaluate(() => navigator.userAgent);
  const id = /oj-test\/([\w-]+)/.exec(userAgent)?.[1];
  return (await page.request.get(`${eventsBackend}/__control/${id}`)).json();
}

/**
 * The pageviews and goals received so far, as `name path {props}` lines, once `count` have
 * arrived. (The tracker's `engagement` events, time and scroll depth sent as a page is left, are
 * Plausible's own bookkeeping: not counted here; nor a pageview's `arrival`, how its page came,
 * which the first test reads.)
 */
async function events(page: Page, count: number): Promise<string[]> {
  const counted = async () => (await received(page)).filter((event) => event.n !== 'engagement');
  await expect.poll(async () => (await counted()).length, { message: `${count} events` }).toBeGreaterThanOrEqual(count);
  return (await counted()).map(({ n, u, p: { arrival, ...p } = {} }) => {
    if (n === 'pageview') expect(arrival).toMatch(/^(loaded|prerendered|restored|in-page)$/);
    return `${n} ${new URL(u).pathname}${Object.keys(p).length ? ` ${JSON.stringify(p)}` : ''}`;
  });
}

/** Nothing at all is sent: waits until the page is idle, and a moment more, before looking. */
async function expectSilence(page: Page, context: BrowserContext) {
  const sent: string[] = [];
  context.on('request', (request) => {
    if (request.url().startsWith(eventsBackend)) sent.push(request.url());
  });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  expect(sent).toEqual([]);
  expect(await received(page)).toEqual([]);
}

test('counts a pageview for each page, saying how it came, with no cookie and nothing stored', async ({ page, context }) => {
  await page.goto('/');
  await (await openMainNav(page)).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await showIntent(page);
  expect(await events(page, 2)).toEqual(['pageview /', 'pageview /about']);
  const [first, second] = (await received(page)).filter(({ n }) => n === 'pageview');
  expect(first).toMatchObject({ d: standIns.analyticsDomain, cookie: false, contentType: 'text/plain' });
  // Loaded, each: Playwright's Chromium neither prerenders nor restores from its cache (the bench measures both).
  expect([first?.p, second?.p]).toEqual([{ arrival: 'loaded' }, { arrival: 'loaded' }]);
  expect(await context.cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
});

test.describe('before the visitor does anything', () => {
  test.use({ awaitHydration: false });

  test('a reader who never presses anything fetches no script and is counted once, as he leaves', async ({ page }, testInfo) => {
    const scripts: string[] = [];
    page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    // Sent as the page goes, the pageview carries the browser's own User-Agent: the campaign names the test.
    const campaign = `oj-test-${token(testInfo)}`;
    await page.goto(`/about?token=s3cret&utm_source=${campaign}`, { referer: 'https://mail.example.net/inbox/read?id=123' });
    await page.waitForLoadState('networkidle');
    const { origin } = new URL(page.url());
    expect(await received(page)).toEqual([]);
    await page.goto('about:blank');
    expect(await events(page, 1)).toEqual(['pageview /about']);
    const [pageview] = await received(page);
    expect(pageview).toMatchObject({
      u: `${origin}/about?utm_source=${campaign}`,
      r: 'https://mail.example.net',
      d: standIns.analyticsDomain,
      cookie: false,
      contentType: 'text/plain',
    });
    expect(scripts).toEqual([]);
  });

  test('the statistics code comes from the site itself with the rest, on the first intent, and the visit is counted once', async ({ page }) => {
    const statisticsChunks: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' && /plausible/i.test(await response.text())) statisticsChunks.push(response.url());
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(statisticsChunks).toEqual([]);
    await showIntent(page);
    expect(await events(page, 1)).toEqual(['pageview /']);
    // Plausible's tracker, and the site's glue around it.
    expect(statisticsChunks.length).toBeGreaterThanOrEqual(1);
    for (const chunk of statisticsChunks) expect(new URL(chunk).origin).toBe(new URL(page.url()).origin);
    await page.goto('about:blank');
    await page.waitForTimeout(500);
    expect(await events(page, 1)).toEqual(['pageview /']);
  });
});

test('the policy widens connect-src by the events endpoint’s origin and nothing else', async ({ page }) => {
  const response = await page.goto('/');
  const meta = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  for (const policy of [meta, response?.headers()['content-security-policy'] ?? '']) {
    expect(policy).toContain(`connect-src 'self' ${formBackend} ${eventsBackend};`);
    expect(policy).toContain(`img-src 'self' https://images.unsplash.com data:;`);
    expect(policy).toMatch(/script-src 'self' ('sha256-[^']+' ?)+;/);
  }
});

// A click is counted once the tracker is up (its code comes on the first intent, and a click
// before it is not seen): each page's pageview, the tracker's first word, is awaited before a click.
test('an event holds the page without its query or fragment, but for campaign parameters, and the referring site as its origin', async ({ page }) => {
  await page.goto('/contact?email=a%40b.example&token=s3cret&utm_source=news#reset=abc', { referer: 'https://mail.example.net/inbox/read?id=123&token=x' });
  expect(await events(page, 1)).toEqual(['pageview /contact']);
  const [pageview] = (await received(page)).filter(({ n }) => n === 'pageview');
  expect(pageview?.u).toBe(`${new URL(page.url()).origin}/contact?utm_source=news`);
  expect(pageview?.r).toBe('https://mail.example.net');
});

test('the calls to action are goals, named as they read and with the page they were pressed on', async ({ page }) => {
  await page.goto('/');
  await events(page, 1);
  await page.getByRole('link', { name: home.hero.secondary!.label, exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  // Each link a page of its own: its pageview comes with the statistics, on its first intent.
  await showIntent(page);
  await events(page, 3);
  await page.goto('/about');
  await events(page, 4);
  await page.getByRole('link', { name: callToAction.primary.label, exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await showIntent(page);
  await events(page, 6);
  await page.goto('/services');
  await events(page, 7);
  const [, second] = readContent('services').services;
  await page.locator(`article#${second!.id}`).getByRole('link', { name: 'Inquire About This Service' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await showIntent(page);
  await events(page, 9);
  await (await openMainNav(page)).getByRole('link', { name: 'Contact Me' }).click();
  const goals = (await events(page, 10)).filter((event) => !event.startsWith('pageview'));
  expect(goals).toEqual([
    'Book Me / {"from":"/"}',
    'Book a Consultation /about {"from":"/about"}',
    `Inquire About This Service /services {"from":"/services","service":"${second!.id}"}`,
    'Contact Me /contact {"from":"/contact"}',
  ]);
});

test('outbound links and the booking link are goals, with where they lead', async ({ page }) => {
  await page.goto('/ventures');
  await events(page, 1);
  const venture = readContent('ventures').ventures.find((candidate) => candidate.website)!;
  await page.getByRole('button', { name: `Learn More about ${venture.name}` }).click();
  const popup = page.waitForEvent('popup');
  await page
    .getByRole('dialog')
    .getByRole('link', { name: /Visit Website/ })
    .click();
  await (await popup).close();
  await page.goto('/contact');
  await events(page, 3);
  const linkedin = site.socials.find((social) => social.network === 'linkedin')!;
  const socialPopup = page.waitForEvent('popup');
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(linkedin.label) })
    .click();
  await (await socialPopup).close();
  await page.getByRole('link', { name: 'Book a call' }).click();
  await expect(page).toHaveURL(standIns.bookingUrl);
  const goals = (await events(page, 6)).filter((event) => !event.startsWith('pageview'));
  expect(goals).toEqual([
    `Outbound Link: Click /ventures {"url":"${new URL(venture.website!).href}"}`,
    `Outbound Link: Click /contact {"url":"${new URL(linkedin.href).href}"}`,
    `Booking Link: Click /contact {"from":"/contact"}`,
    `Outbound Link: Click /contact {"url":"${standIns.bookingUrl}"}`,
  ]);
});

test.describe('a message', () => {
  test.use({ expectedConsole: /Failed to load resource/ }); // the service's 500, on purpose

  test('the service accepted is a goal, without a word of it; one it failed is not', async ({ page, request }) => {
    const inbox = await openInbox(request, 'error');
    await page.goto('/contact');
    await fill(page, inbox);
    await send(page).click();
    await expect(form(page).getByRole('alert')).toContainText(contactForm.failedText);
    await inbox.setMode('ok');
    await send(page).click();
    await expectConfirmed(page);
    expect(await events(page, 2)).toEqual(['pageview /contact', 'Message Sent /contact']);
    const raw = JSON.stringify(await received(page));
    for (const typed of ['Ada Lovelace', 'A merger next spring', 'integration lead', inbox.email]) expect(raw).not.toContain(typed);
  });
});

test('a page that does not exist is counted as a 404, with its path', async ({ page }) => {
  await page.goto('/no-such-page');
  expect(await events(page, 2)).toEqual(['pageview /no-such-page', '404 /no-such-page {"path":"/no-such-page"}']);
});

for (const signal of ['Global Privacy Control', 'Do Not Track'] as const) {
  test(`a browser that signals ${signal} sends nothing, not even a pageview`, async ({ page, context }) => {
    await context.addInitScript((which) => {
      if (which === 'Global Privacy Control') Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });
      else Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: () => '1' });
    }, signal);
    await page.goto('/');
    await page.getByRole('link', { name: home.hero.secondary!.label, exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expectSilence(page, context);
    await page.goto('/privacy');
    await expect(page.getByText(privacy.optOut.signalled)).toBeVisible();
  });
}

test('the privacy page’s switch stops the counting in this browser, keeps the choice, and undoes it', async ({ page }) => {
  await page.goto('/privacy');
  expect(await events(page, 1)).toEqual(['pageview /privacy']);
  const optOut = page.getByRole('switch', { name: privacy.optOut.label });
  await expect(optOut).not.toBeChecked();
  await optOut.check();
  expect(await page.evaluate(() => ({ ...localStorage }))).toEqual({ plausible_ignore: 'true' });
  const atOptOut = (await received(page)).length; // from here on, nothing: not even the engagement sent as the page is left

  await page.reload();
  await expect(optOut).toBeChecked();
  await page.goto('/');
  await page.getByRole('link', { name: home.hero.secondary!.label, exact: true }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  expect(await events(page, 1)).toEqual(['pageview /privacy']);
  expect(await received(page)).toHaveLength(atOptOut);

  await page.goto('/privacy');
  await optOut.uncheck();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  await page.goto('/about');
  expect(await events(page, 2)).toEqual(['pageview /privacy', 'pageview /about']);
});
