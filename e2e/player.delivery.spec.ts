import type { Page } from '@playwright/test';
import { served } from '../playwright.config';
import { expect, holdScripts, test, waitForHydration } from './fixtures';
import { sampleEpisode, serveAudio as servedAt, watchLockScreen } from './audio';

test.use({ baseURL: served.delivery }); // the all-services export (out-delivery/)

// The episode's player as a listener uses it, on the all-services build: its keys, its first
// presses before the scripts come, the lock screen, and the small player that plays on across
// the site. The rest of the show in a browser: ./voice.delivery.spec.ts.

/** The episode's audio, served in ranges as its host serves it (./audio.ts). */
const serveAudio = (page: Page) => servedAt(page, sampleEpisode.audio);
const episode = sampleEpisode.path;

test('the player’s keys, said beside it, work wherever focus is but in a field: Space or K, J and L, < and >', async ({ page }) => {
  const { player, time } = await serveAudio(page);
  await page.goto(`${episode}?t=1:00`);
  await expect(page.getByText(/^Keys, wherever you are on the page but in a field: Space or K plays and pauses/)).toBeAttached();
  const paused = () => player.evaluate((audio: HTMLAudioElement) => audio.paused);
  const speed = () => player.evaluate((audio: HTMLAudioElement) => audio.playbackRate);
  await page.locator('main h1').click(); // focus on the page, not on a control
  await page.keyboard.press('k');
  await expect.poll(paused).toBe(false);
  await expect.poll(time).toBeGreaterThanOrEqual(60);
  const from = await time();
  await page.keyboard.press('l');
  await expect.poll(time).toBeGreaterThanOrEqual(from + 29);
  const later = await time();
  await page.keyboard.press('j');
  await expect.poll(time).toBeLessThan(later - 10);
  await page.keyboard.press('Shift+Period'); // >
  await expect.poll(speed).toBe(1.25);
  await page.keyboard.press('Shift+Comma'); // <
  await expect.poll(speed).toBe(1);
  const scrolled = await page.evaluate(() => scrollY);
  await page.keyboard.press(' ');
  await expect.poll(paused).toBe(true);
  expect(await page.evaluate(() => scrollY)).toBe(scrolled); // Space paused; it did not scroll the page
  // In a field (one put on the page here: an episode's page has none of its own), the keys are the field's.
  await page.evaluate(() => document.querySelector('main')?.prepend(Object.assign(document.createElement('input'), { ariaLabel: 'A field' })));
  const field = page.getByRole('textbox', { name: 'A field' });
  await field.press('k');
  await field.press(' ');
  await expect(field).toHaveValue('k ');
  expect(await paused()).toBe(true);
});

test.describe(() => {
  test.use({ awaitHydration: false }); // the scripts never come
  test('from the first press, the scripts held: the lock screen names the episode and skips it, back 15 s and forward 30 s, the speed, and a link to this moment', async ({
    page,
    context,
  }) => {
    const lockScreen = await watchLockScreen(page);
    const { player, time, pressPlay } = await serveAudio(page);
    await holdScripts(page); // never released: the page's own script answers every press
    await page.goto(`${episode}?t=1:00`, { waitUntil: 'domcontentloaded' });
    // Before the first play, the moment's link is the moment he arrived at.
    await page.getByRole('button', { name: 'Link to this moment' }).click();
    await expect(page.getByRole('status').filter({ hasText: /this link/ })).toHaveText(new RegExp(`^Copy this link: http://[^ ]+${episode}\\?t=60$`));
    await page.getByRole('combobox', { name: 'Speed' }).selectOption('1.25');
    await pressPlay();
    await expect.poll(time).toBeGreaterThanOrEqual(60);
    expect(
      await page.evaluate(() => ({ title: navigator.mediaSession.metadata?.title, art: navigator.mediaSession.metadata?.artwork.map(({ sizes }) => sizes) })),
    ).toEqual({
      title: 'Carve-outs: Day 1 & the 100 Days After',
      art: ['192x192'],
    });
    expect(await player.evaluate((audio: HTMLAudioElement) => audio.playbackRate)).toBe(1.25);
    const from = await time();
    await page.getByRole('button', { name: 'Forward 30 seconds' }).click();
    await expect.poll(time).toBeGreaterThanOrEqual(from + 29);
    await page.getByRole('button', { name: 'Back 15 seconds' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(time).toBeLessThan(from + 25);
    await lockScreen('seekto', { seekTime: 150 });
    await expect.poll(time).toBeGreaterThanOrEqual(150);
    await lockScreen('pause');
    await expect.poll(() => player.evaluate((audio: HTMLAudioElement) => audio.paused)).toBe(true);

    // The moment's link: shown to copy where the clipboard is refused, copied where it is allowed.
    const second = Math.floor(await time());
    const said = page.getByRole('status').filter({ hasText: /this link|Link copied/ });
    await page.getByRole('button', { name: 'Link to this moment' }).click();
    await expect(said).toHaveText(new RegExp(`^Copy this link: http://[^ ]+${episode}\\?t=${second}$`));
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Link to this moment' }).click();
    await expect(said).toHaveText(new RegExp(`^Link copied: http://[^ ]+${episode}\\?t=${second}$`));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`${episode}\\?t=${second}$`));
  });
});

/** Every pause of an audio element on the page, by its time: a player that went silent, or ended to be replaced. */
async function watchPauses(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const paused: number[] = [];
    Object.assign(window, { pausedAt: paused });
    // On each player itself: one taken out of the page pauses there, its event reaching no document.
    document.addEventListener(
      'play',
      ({ target }) => {
        const player = target as HTMLMediaElement;
        if (player.dataset.watched) return;
        player.dataset.watched = 'yes';
        player.addEventListener('pause', () => paused.push(player.currentTime));
      },
      true,
    );
  });
  return () => page.evaluate(() => Reflect.get(window, 'pausedAt') as number[]);
}

test.describe(() => {
  test.use({ awaitHydration: false }); // pressed as the page comes: its scripts come on that press
  test('an episode started as soon as its page came plays on to the next page without a pause, even when he leaves before the scripts came', async ({
    page,
  }) => {
    const pauses = await watchPauses(page);
    const { time, pressPlay } = await serveAudio(page);
    const release = await holdScripts(page);
    await page.goto(episode, { waitUntil: 'domcontentloaded' });
    await pressPlay();
    await expect.poll(time, { timeout: 10_000 }).toBeGreaterThan(2);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect.poll(time).toBeGreaterThan(3); // still here, still playing, while the scripts come
    release();
    await expect(page).toHaveURL(/\/about$/);
    const playing = page.getByRole('region', { name: 'Playing' });
    await expect(playing.getByRole('button', { name: 'Pause' })).toBeVisible();
    const heard = () => page.evaluate(() => navigator.mediaSession.playbackState);
    await expect.poll(heard).toBe('playing');
    expect(await pauses()).toEqual([]); // never silent in between, nothing played again
  });
});

test(
  'an episode that plays goes on playing while the listener walks the site, and is his page’s again when he goes back to it',
  { tag: '@phone' },
  async ({ page }) => {
    const lockScreen = await watchLockScreen(page);
    const pauses = await watchPauses(page);
    const { time, pressPlay } = await serveAudio(page);
    await page.goto(episode);
    await pressPlay();
    await waitForHydration(page);
    await expect.poll(time).toBeGreaterThan(2);
    await page.getByRole('main').getByRole('link', { name: 'All episodes' }).click();
    await expect(page).toHaveURL(/\/podcast$/);
    const playing = page.getByRole('region', { name: 'Playing' });
    await expect(playing).toContainText('Carve-outs: Day 1 & the 100 Days After');
    await expect(playing.getByRole('button', { name: 'Pause' })).toBeVisible(); // it plays: its button pauses
    expect(await pauses()).toEqual([]); // the page's own player plays on: no silence, nothing played again
    // The small player is a player: where it is (a progress to move), back and forward, the speed, and the keys.
    const where = playing.getByRole('slider', { name: 'Where in the episode' });
    await expect(where).toHaveAttribute('aria-valuetext', /^\d:\d\d of 3:00$/);
    const at = async () => Number(await where.inputValue());
    const before = await at();
    await playing.getByRole('button', { name: 'Forward 30 seconds' }).click();
    await expect.poll(at).toBeGreaterThanOrEqual(before + 29);
    await playing.getByRole('button', { name: 'Back 15 seconds' }).click();
    await expect.poll(at).toBeLessThan(before + 25);
    await where.fill('90');
    await expect.poll(at).toBeGreaterThanOrEqual(90);
    await playing.getByRole('combobox', { name: 'Speed' }).selectOption('1.5');
    await expect(playing.getByRole('combobox', { name: 'Speed' })).toHaveValue('1.5');
    await page.getByRole('main').getByRole('heading', { level: 1 }).click(); // focus on the page, not on a control
    await page.keyboard.press('l');
    await expect.poll(at).toBeGreaterThanOrEqual(119);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(playing.getByRole('button', { name: 'Pause' })).toBeVisible();
    const heard = await page.evaluate(() => {
      const { metadata, playbackState } = navigator.mediaSession;
      return { title: metadata?.title, art: metadata?.artwork.map(({ sizes, type }) => `${sizes} ${type}`), state: playbackState };
    });
    expect(heard).toEqual({ title: 'Carve-outs: Day 1 & the 100 Days After', art: ['192x192 image/webp'], state: 'playing' });
    // A tenth of the screen at most, and room at the page's end: its last link scrolls clear above it.
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const bar = (await playing.boundingBox()) ?? { y: 0, height: Infinity };
    expect(bar.height).toBeLessThanOrEqual(viewport.height * 0.12);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = page.getByRole('contentinfo').getByRole('link').last();
    await expect.poll(async () => ((await last.boundingBox())?.y ?? Infinity) + ((await last.boundingBox())?.height ?? 0)).toBeLessThanOrEqual(bar.y);
    // The lock screen moves the player he hears, not the page's that has gone: its place, as kept, jumps forward.
    const place = () => page.evaluate((key) => Number(localStorage.getItem(key) ?? 0), `oj-player-place:${episode.split('/').at(-1)}`);
    await lockScreen('seekforward');
    await expect.poll(place).toBeGreaterThanOrEqual(30);
    await lockScreen('pause');
    await expect(playing.getByRole('button', { name: 'Play' })).toBeVisible();
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('paused');
    await playing.getByRole('button', { name: 'Play' }).click();
    const pausedBefore = (await pauses()).length;
    await playing.getByRole('link', { name: 'Carve-outs: Day 1 & the 100 Days After' }).click();
    await expect(page).toHaveURL(new RegExp(`${episode}$`));
    await expect(playing).toHaveCount(0);
    await expect.poll(time).toBeGreaterThan(4);
    expect(
      await page
        .getByRole('main')
        .locator('audio')
        .evaluate((audio: HTMLAudioElement) => audio.paused),
    ).toBe(false);
    expect((await pauses()).length).toBe(pausedBefore); // the small player's own, back in the page: no pause on the way
  },
);

test('a search plays on: the search page, its results, and the page a result opens, with the small player', async ({ page }) => {
  const pauses = await watchPauses(page);
  const { time, pressPlay } = await serveAudio(page);
  await page.goto(episode);
  await pressPlay();
  await waitForHydration(page);
  await expect.poll(time).toBeGreaterThan(1);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('careless paste');
  await page.keyboard.press('Enter');
  const result = page.getByRole('list', { name: 'Results' }).getByRole('link', { name: 'Day 1 Is Not the Finish Line' });
  await expect(result).toBeVisible();
  await expect(page).toHaveURL(/\/search\?q=careless\+paste$/);
  const playing = page.getByRole('region', { name: 'Playing' });
  await expect(playing.getByRole('button', { name: 'Pause' })).toBeVisible();
  await result.click();
  await expect(page).toHaveURL(/\/blog\/day-one-is-not-the-finish-line$/);
  await expect(playing.getByRole('button', { name: 'Pause' })).toBeVisible();
  expect(await pauses()).toEqual([]);
});
