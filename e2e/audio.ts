// An episode's audio in a journey, where its host does not resolve: seconds of silence, served in
// the ranges a player asks for, as an audio host serves them.
import type { Page } from '@playwright/test';
import { routeSilence } from '../scripts/tools/silence.ts';

/** The sample show's episode the journeys play (out-delivery/): its page, and its audio's address, which its policy names. */
export const sampleEpisode = {
  path: '/podcast/carve-outs-day-1-the-100-days-after',
  audio: 'https://media.example.com/oj/ep-12.mp3',
} as const;

/**
 * The episode's audio, served as an audio host serves it: in the ranges the player asks for, which
 * is what lets it seek; and the page's player, its time, and its own play button pressed.
 */
export async function serveAudio(page: Page, address: string, seconds = 180) {
  await routeSilence(page, address, seconds);
  const player = page.getByRole('main').locator('audio');
  return {
    player,
    time: () => player.evaluate((element: HTMLAudioElement) => element.currentTime),
    /** The player's own play button, at its start. */
    async pressPlay() {
      await player.scrollIntoViewIfNeeded();
      const box = await player.boundingBox();
      await page.mouse.click((box?.x ?? 0) + 20, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    },
  };
}

/**
 * The lock screen, as a journey reaches it: the Media Session's handlers kept as the page sets
 * them (a browser shows them no other way), and a call of one, as the lock screen or a headset makes it.
 */
export async function watchLockScreen(page: Page) {
  await page.addInitScript(() => {
    const set = navigator.mediaSession.setActionHandler.bind(navigator.mediaSession);
    const handlers: Record<string, MediaSessionActionHandler | null> = {};
    Object.assign(window, { lockScreen: handlers });
    navigator.mediaSession.setActionHandler = (action, handler) => {
      handlers[action] = handler;
      set(action, handler);
    };
  });
  return (action: MediaSessionAction, details: Omit<MediaSessionActionDetails, 'action'> = {}) =>
    page.evaluate(([name, more]) => Reflect.get(window, 'lockScreen')[name]?.({ action: name, ...more }), [action, details] as const);
}
