import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { served } from '../playwright.config';
import { colorSchemes, expect, isFullyOpaque, test } from './fixtures';
import { timeText } from '../model/timeText';
import { sampleEpisode, serveAudio as servedAt } from './audio';

test.use({ baseURL: served.delivery }); // the all-services export (out-delivery/)

// The owner's voice in a browser, on the all-services build (out-delivery/: sample articles, the
// terms, the show's episodes from a local feed): what only a browser shows. What the HTML holds
// (order, drafts, metadata, feeds, the players' attributes, the policy) is the Jest tests' over
// the export (tests/exports/voice.export.test.ts, tests/exports/episodes.export.test.ts). The
// player's keys, its first presses with the scripts held, and the player that plays on: ./player.delivery.spec.ts.

/** The episode's audio, served in ranges as its host serves it (./audio.ts). */
const serveAudio = (page: Page) => servedAt(page, sampleEpisode.audio);

const episode = sampleEpisode.path;
const transcript = `${episode}/transcript`;
const pages = ['/blog', '/blog/leading-through-change', '/blog/day-one-is-not-the-finish-line', '/podcast', episode, transcript, '/terms'];
// Axe on the list, an article (the second is set as the first), the show, an episode and the
// terms; in the dark scheme, an article (its table, quote and code), the show (its players and
// covers), an episode (its player, chapters, platforms and call to action on their bands) and its
// transcript (its speakers and times): the list of
// articles and the terms are set in the same parts, in the same roles.
const inLight = ['/blog', '/blog/leading-through-change', '/podcast', episode, transcript, '/terms'];
const inDark = ['/blog/leading-through-change', '/podcast', episode, transcript];

for (const colorScheme of colorSchemes) {
  test.describe(`axe: no WCAG 2.2 AA violation, ${colorScheme} scheme`, () => {
    test.use({ colorScheme });
    test(
      colorScheme === 'light'
        ? 'on the list, an article, the show, an episode, its transcript and the terms'
        : 'on an article, the show, an episode and its transcript',
      async ({ page }) => {
        for (const path of colorScheme === 'light' ? inLight : inDark) {
          await page.goto(path);
          expect(await axeViolations(page), path).toEqual([]);
        }
      },
    );
  });
}

test('at 320 px every page reflows without scrolling sideways; a wide table scrolls in its own box, by keyboard too', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  for (const path of pages) {
    await page.goto(path);
    expect({ path, width: await page.evaluate(() => document.documentElement.scrollWidth) }).toEqual({ path, width: 320 });
  }
  await page.goto('/blog/leading-through-change');
  const table = page.getByRole('region', { name: 'Table' });
  expect(await table.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  await table.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
});

test.describe(() => {
  // The feed's host does not resolve here: the browser says so once play reaches for it, sooner or
  // later after the request (a busy run saw it before the journey ended).
  test.use({ expectedConsole: /^Failed to load resource: net::ERR_NAME_NOT_RESOLVED$/ });

  test('an episode’s player fetches nothing until the visitor presses play, and plays under its page’s own policy', async ({ page }) => {
    const media: string[] = [];
    page.on('request', (request) => {
      if (/media\.example\.com|cdn\.example\.org/.test(request.url())) media.push(request.url());
    });
    await page.goto(episode);
    const player = page.getByRole('main').locator('audio');
    await expect(player).toBeVisible();
    expect(await player.evaluate((audio: HTMLAudioElement) => audio.networkState === audio.NETWORK_LOADING)).toBe(false);
    expect(media).toEqual([]);
    // Asked to play, it reaches for the feed's host: allowed by the policy (no violation reported), unreachable here.
    const asked = page.waitForRequest(/media\.example\.com\/oj\/ep-12\.mp3/);
    await player.evaluate((audio: HTMLAudioElement) => void audio.play().catch(() => undefined));
    await asked;
  });
});

test('a moment in a shared address, ?t= or #t=, is where the episode starts when played', async ({ page }) => {
  const { time, pressPlay } = await serveAudio(page);
  for (const [address, seconds] of [
    [`${episode}?t=1:40`, 100],
    [`${episode}#t=125`, 125],
  ] as const) {
    await page.goto(address);
    await pressPlay(); // the visit's first press
    await expect.poll(time).toBeGreaterThanOrEqual(seconds);
    expect(await time()).toBeLessThan(seconds + 10);
  }
});

test('a chapter, pressed or chosen by keyboard, plays the episode from its start', async ({ page }) => {
  const { player, time } = await serveAudio(page);
  await page.goto(episode);
  // The first press of the visit: the page's loader answers it, before React has the page.
  await page.getByRole('button', { name: 'Play from 1:05 Transitional service agreements' }).click();
  await expect.poll(time).toBeGreaterThanOrEqual(65);
  expect(await time()).toBeLessThan(75);
  expect(await player.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);
  await page.getByRole('button', { name: 'Play from 2:10 The hundred days <b>after</b>' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(time).toBeGreaterThanOrEqual(130);
  expect(await time()).toBeLessThan(140);
});

test('on the transcript, a turn’s time plays the episode from there, by mouse or keyboard; the line heard is marked, and a moment’s address starts there', async ({
  page,
}) => {
  const { player, time, pressPlay } = await serveAudio(page);
  // A moment inside a turn, shared: the page opens at it, and the player starts there when pressed.
  await page.goto(`${episode}/transcript#t=65`);
  await expect(page.locator('[id="t=65"]')).toBeInViewport();
  await pressPlay();
  await expect.poll(time).toBeGreaterThanOrEqual(65);
  // The cue said inside the turn is marked, not the whole turn.
  await expect(page.locator('[data-now]')).toHaveText('Play from 1:05 The transitional service agreements decide whether day one works.');
  // A turn's time, pressed: the episode plays from there, and that turn is the one marked.
  await page.getByRole('link', { name: 'Play from 2:10' }).click();
  await expect.poll(time).toBeGreaterThanOrEqual(130);
  expect(await time()).toBeLessThan(140);
  await expect(page.locator('p[data-now]')).toHaveText(/And the hundred days after\? You said at Play from 1:05 that the agreements decide day one\.$/);
  await expect(page).toHaveURL(/#t=130$/);
  // A time said in the words plays from there too; the mark goes to the line said then, not to the words that name it.
  await page.locator('p[data-now]').getByRole('link', { name: 'Play from 1:05' }).click();
  await expect.poll(time).toBeGreaterThanOrEqual(65);
  expect(await time()).toBeLessThan(75);
  await expect(page.locator('[data-now]')).toHaveText('Play from 1:05 The transitional service agreements decide whether day one works.');
  // By keyboard.
  await page.getByRole('link', { name: 'Play from 0:00' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(time).toBeLessThan(10);
  expect(await player.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(false);
});

test('the player keeps his speed and where he stopped, on his device alone, offers to go on from there, and names the episode on the lock screen', async ({
  page,
}) => {
  const { player, time, pressPlay } = await serveAudio(page);
  await page.goto(`${episode}?t=1:40`);
  await page.getByRole('combobox', { name: 'Speed' }).selectOption('1.5');
  await pressPlay();
  await expect.poll(time).toBeGreaterThanOrEqual(101);
  await player.evaluate((audio: HTMLAudioElement) => audio.pause());
  const stopped = Math.floor(await time());
  expect(await player.evaluate((audio: HTMLAudioElement) => audio.playbackRate)).toBe(1.5);
  expect(await page.evaluate(() => navigator.mediaSession.metadata?.title)).toBe('Carve-outs: Day 1 & the 100 Days After');

  // Another day, the episode's page again: his speed, and where he stopped, offered; nothing of it left his device.
  await page.goto(episode);
  await expect(page.getByRole('combobox', { name: 'Speed' })).toHaveValue('1.5');
  await page.getByRole('button', { name: `Go on from ${timeText(stopped)}` }).click();
  await expect.poll(time).toBeGreaterThanOrEqual(stopped);
  expect(await time()).toBeLessThan(stopped + 10);
  expect(await player.evaluate((audio: HTMLAudioElement) => audio.playbackRate)).toBe(1.5);
  expect(await page.evaluate(() => document.cookie)).toBe('');
});

test('without JavaScript, an article, the show, an episode and the terms read in full', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(path);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeVisible();
    await expect.poll(() => isFullyOpaque(h1)).toBe(true);
    await expect(page.getByRole('main').locator('p').last()).toBeVisible();
  }
  await context.close();
});

test('an article or an episode that is not there, or an article that is a draft, is the not-found page with its 404', async ({ page }) => {
  for (const path of ['/blog/no-such-article', '/blog/a-draft-in-progress', '/podcast/no-such-episode']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  }
});

test('a time said inside a turn plays from there, and search opens the transcript at the time the word is said', async ({ page }) => {
  const { time } = await serveAudio(page);
  await page.goto(transcript);
  await page.locator('[id="t=65"]').click(); // said inside the turn that starts at 0:09 (a later turn names its time too)
  await expect.poll(time).toBeGreaterThanOrEqual(65);
  expect(await time()).toBeLessThan(75);
  await page.goto('/search?q=transitional');
  await expect(page.getByRole('link', { name: /Transcript: Carve-outs/ }).first()).toHaveAttribute('href', `${transcript}#t=65`);
});
