// npm run bench, on an export with a show: an episode handed from its page to the small player as
// the listener leaves (components/PlaysOn), on the bench's slow phone: how long nothing plays
// between the last sound of one player and the first of the next, and how much is heard twice.
// Read from the players' own events (a pause, and `playing`), of every player the page starts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { fileOfRoute } from '../pipeline/clean-urls.ts';
import { ports } from '../pipeline/ports.ts';
import { chromiumArgs, testBrowser } from '../tools/chromium.ts';
import { serveExport } from '../tools/local-site.ts';
import { pagesOf } from './page-bytes.ts';
import { slowPhone } from './search-bytes.ts';
import { routeSilence } from '../tools/silence.ts';

/** The hand-over's cost: milliseconds without sound, and seconds played again. */
export interface HandOver {
  silentMs: number;
  replayedS: number;
}

interface Heard {
  type: 'pause' | 'playing';
  player: number;
  at: number;
  time: number;
}

/** Every pause and start of every player the page plays, its own or one made by script, kept in `window.heard`. */
const listen = () => {
  const heard: Heard[] = [];
  const seen = new WeakMap<HTMLMediaElement, number>();
  let count = 0;
  Object.assign(window, { heard });
  const watch = (player: HTMLMediaElement) => {
    if (seen.has(player)) return;
    seen.set(player, count++);
    for (const type of ['pause', 'playing'] as const)
      player.addEventListener(type, () => heard.push({ type, player: seen.get(player) ?? -1, at: performance.now(), time: player.currentTime }));
  };
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
    watch(this);
    return play.call(this);
  };
  document.addEventListener('play', (event) => watch(event.target as HTMLMediaElement), true);
};

/** The first episode page of `outDir` with a player: its path and its audio's address. */
function episodeWithPlayer(outDir: string): { path: string; audio: string } | undefined {
  for (const { route } of pagesOf(outDir).filter(({ route: path }) => /^\/podcast\/[^/]+$/.test(path))) {
    const audio = /<audio id="episode-audio"[^>]*\ssrc="([^"]+)"/.exec(readFileSync(join(outDir, fileOfRoute(route)), 'utf8'))?.[1];
    if (audio) return { path: route, audio };
  }
  return undefined;
}

/** One hand-over on `outDir`: an episode played three seconds on its page, then About pressed in the footer. */
export async function measureHandOver(outDir: string): Promise<HandOver | undefined> {
  const episode = episodeWithPlayer(outDir);
  if (!episode) return undefined;
  const server = await serveExport(outDir, ports.handOver);
  const browser = await chromium.launch({ ...testBrowser(), args: [...chromiumArgs] });
  try {
    const page = await browser.newPage();
    await page.route('https://images.unsplash.com/**', (route) => route.abort());
    await routeSilence(page, episode.audio, 180);
    await page.addInitScript(listen);
    await slowPhone(page);
    await page.goto(`${server.origin}${episode.path}`, { waitUntil: 'load' });
    const player = page.getByRole('main').locator('audio');
    await player.scrollIntoViewIfNeeded();
    const box = await player.boundingBox();
    await page.mouse.click((box?.x ?? 0) + 20, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    await page.waitForFunction(() => ((document.querySelector('main audio') as HTMLMediaElement | null)?.currentTime ?? 0) > 3, undefined, { timeout: 60_000 });
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await page.getByRole('region', { name: 'Playing' }).waitFor({ timeout: 60_000 });
    await page.waitForTimeout(3000);
    const heard = (await page.evaluate(() => Reflect.get(window, 'heard'))) as Heard[];
    const paused = heard.find(({ type }) => type === 'pause');
    const next = paused && heard.find(({ type, at }) => type === 'playing' && at >= paused.at);
    if (!paused) return { silentMs: 0, replayedS: 0 };
    if (!next) return { silentMs: Infinity, replayedS: 0 };
    return { silentMs: Math.round(next.at - paused.at), replayedS: Math.max(0, Math.round((paused.time - next.time) * 100) / 100) };
  } finally {
    await browser.close();
    await server.stop();
  }
}
