import { basePath, served } from '../playwright.config';
import { axeViolations } from './axe';
import { serveAudio } from './audio';
import { expect, test } from './fixtures';

test.use({ baseURL: served.base }); // the sub-path export (out-base/): the generated show of 300 episodes, its transcripts an hour long

// A long transcript read beside the player kept in view above it, at a desktop's width and a
// phone's (where its controls wrap): nothing the address or the keyboard brings to is under the
// player (WCAG 2.2 SC 2.4.11); a later part plays from where it starts; and the listing's page
// numbers are targets of a pointer's size (SC 2.5.8).
const part = `${basePath}/podcast/episode-300-of-the-show/transcript/2`;

test('on a transcript’s later part, nothing the address or a focus brings to is under the player, which plays from where the part starts', async ({ page }) => {
  const { time, pressPlay } = await serveAudio(page, 'https://media.example.com/show/300.mp3', 600);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`${part}#t=1200`);
    const kept = page.locator('[data-kept-in-view]');
    const below = async () => ((await kept.boundingBox())?.y ?? 0) + ((await kept.boundingBox())?.height ?? 0);
    const target = page.locator('[id="t=1200"]');
    await expect(target).toBeInViewport();
    expect((await target.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual((await below()) - 1);
    // Back up through the turns' times by keyboard: each focused one shows wholly below the player.
    await page.getByRole('link', { name: 'Play from 20:15' }).focus();
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

test('the listing’s page numbers and seasons are targets of a pointer’s size', async ({ page }) => {
  await page.goto(`${basePath}/podcast/page/2`);
  expect(await axeViolations(page)).toEqual([]);
});
