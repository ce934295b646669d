// What the player keeps on the listener's device alone (localStorage: no cookie, nothing sent):
// where he stopped each episode, and the speed he chose for all. Storage refused (a private mode)
// keeps nothing, and the player plays as it is.

import { longestEpisode } from '#model/exportBounds.ts';

/** The usual steps of a podcast player's speed. */
export const speeds = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** Where the speed he chose is kept (the page's own script keeps it too: scripts/pipeline/postbuild/player-controls.ts). */
export const speedKey = 'oj-player-speed';
/** Where his place in each episode is kept, before the episode's address (the page's own script reads it too). */
export const placePrefix = 'oj-player-place:';
const placeKey = (episode: string) => `${placePrefix}${episode}`;

/** A place worth offering: past the first seconds, and short of the last. */
const worthKeeping = (seconds: number, duration: number) => seconds > 10 && !(duration && seconds > duration - 10);

function read(key: string): number {
  try {
    return Number(localStorage.getItem(key));
  } catch {
    return 0;
  }
}

function write(key: string, value: number | undefined) {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, String(value));
  } catch {
    // storage refused: nothing is kept
  }
}

/** The speed he chose last, or 1 (the page's own script applies and keeps it: scripts/pipeline/postbuild/player-controls.ts). */
export const keptSpeed = (): number => speeds.find((speed) => speed === read(speedKey)) ?? 1;

/**
 * Where he stopped `episode` (its address), in whole seconds, or 0: only a place within the
 * longest episode the site holds (another page of a shared origin, such as user.github.io, can
 * write this storage: `Infinity`, `-5` or `1e21` are no place).
 */
export function keptPlace(episode: string): number {
  const seconds = read(placeKey(episode));
  return Number.isFinite(seconds) && seconds > 0 && seconds <= longestEpisode ? Math.floor(seconds) : 0;
}
/** Keeps where he is in `episode`; forgets it at its start and its end. */
export const keepPlace = (episode: string, seconds: number, duration: number) =>
  write(placeKey(episode), worthKeeping(seconds, duration) ? Math.floor(seconds) : undefined);
