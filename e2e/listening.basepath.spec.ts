import { basePath, served } from '../playwright.config';
import { axeViolations } from './axe';
import { serveAudio } from './audio';
import { expect, test } from './fixtures';
import { generatedShow } from '../scripts/test/sample-content.ts';

test.use({ baseURL: served.base }); // the sub-path export (out-base/): the generated show, its transcripts an hour long

// A long transcript read beside the player kept in view above it, at a desktop's width and a
// phone's (where its controls wrap): nothing the address or the keyboard brings to is under the
// player (WCAG 2.2 SC 2.4.11); a later part plays from where it starts; and the listing's page
// numbers are targets of a pointer's size (SC 2.5.8).
/** The show's latest episode, transcribed (scripts/test/sample-content.ts). */
const latest = generatedShow.size;
const part = `${basePath}/podcast/episode-${latest}-of-the-show/transcript/2`;

test('on a transcript’s later part, nothing the address or a focus brings to is under the player, which plays from where the part starts', async ({ page }) => {
  const { time, pressPlay } = await serveAudio(page, `https://media.example.com/show/${latest}.mp3`, 600);
  await page.emulateMedia({ reducedMotion: 'reduce' }); // scrolls at once, as measured (smooth scrolling would still be under way)
  await page.goto(part);
  // A turn well down the part, and the last: what an address and the keyboard bring to.
  const turns = await page.locator('section[aria-label="Transcript"] p[id^="t="]').evaluateAll((all) => all.map((turn) => turn.id));
  const [moment, last] = [turns[Math.floor(turns.length * 0.6)] ?? '', turns.at(-1) ?? ''];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${part}#${moment}`);
    const kept = page.locator('[data-kept-in-view]');
    const below = async () => ((await kept.boundingBox())?.y ?? 0) + ((await kept.boundingBox())?.height ?? 0);
    const target = page.locator(`[id="${moment}"]`);
    await expect(target).toBeInViewport();
    expect({ width, under: ((await target.boundingBox())?.y ?? 0) < (await below()) - 1 }).toEqual({ width, under: false });
    // Back up through the turns' times by keyboard from the last: each focused one shows wholly below the player.
    await page.locator(`[id="${last}"] a`).first().focus();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Shift+Tab');
      const focused = await page.evaluate(() => {
        const box = document.activeElement?.getBoundingClientRect();
        return { name: document.activeElement?.textContent ?? '', top: box?.top ?? 0 };
      });
      if (!focused.name.startsWith('Play from')) break;
      expect({ width, ...focused, under: focused.top < (await below()) - 1 }).toEqual({ width, ...focused, under: false });
    }
  }
  await page.goto(part);
  await pressPlay();
  await expect.poll(time).toBeGreaterThanOrEqual(570); // part 2 begins at 9:30
  expect(await time()).toBeLessThan(580);
});

test('the transcript keeps the line being said in view as it plays, unless he has scrolled away from it or turned the switch off', async ({ page }) => {
  const { time, pressPlay } = await serveAudio(page, `https://media.example.com/show/${latest}.mp3`, 1200);
  await page.emulateMedia({ reducedMotion: 'reduce' }); // scrolls at once
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(`${basePath}/podcast/episode-${latest}-of-the-show/transcript`); // its first part: 0:00 to 9:15
  await pressPlay();
  await expect.poll(time).toBeGreaterThan(0);
  const marked = page.locator('[data-now]');
  const forward = async (times: number) => {
    const from = await time();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur()); // focus on the page, where the keys are the player's
    for (let press = 0; press < times; press += 1) await page.keyboard.press('l'); // forward 30 s: two turns
    await expect.poll(time).toBeGreaterThanOrEqual(from + 30 * times - 1);
    await expect.poll(() => marked.getAttribute('id')).toBe(`t=${Math.floor((await time()) / 15) * 15}`);
  };
  // Four minutes on, sixteen turns down: the line being said is in view.
  await forward(8);
  await expect(marked).toBeInViewport();
  // Scrolled away to the top, he reads there: the mark moves on without him.
  await page.mouse.wheel(0, -20_000);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
  await forward(2);
  expect(await page.evaluate(() => scrollY)).toBe(0);
  await expect(marked).not.toBeInViewport();
  // Back at the line, it is followed again; the switch off, it is not.
  await marked.scrollIntoViewIfNeeded();
  await forward(2);
  await expect(marked).toBeInViewport();
  await page.getByRole('checkbox', { name: 'Keep the line being said in view' }).uncheck();
  await forward(5);
  await expect(marked).not.toBeInViewport();
});

test('the listing’s page numbers and seasons are targets of a pointer’s size', async ({ page }) => {
  await page.goto(`${basePath}/podcast/page/2`);
  expect(await axeViolations(page)).toEqual([]);
});
