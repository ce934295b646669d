// Kept on the listener's device alone (localStorage, nothing sent); refused storage keeps nothing.

import { longestEpisode } from '#model/exportBounds.ts';

export const speeds = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/** The page's own script keeps it too (postbuild/player-controls.ts). */
export const speedKey = 'oj-player-speed';
export const placePrefix = 'oj-player-place:';
const placeKey = (episode: string) => `${placePrefix}${episode}`;

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
    // Storage refused: nothing is kept.
  }
}

export const keptSpeed = (): number => speeds.find((speed) => speed === read(speedKey)) ?? 1;

/** Another page of a shared origin (user.github.io) can write this storage: only a place within the longest episode counts. */
export function keptPlace(episode: string): number {
  const seconds = read(placeKey(episode));
  return Number.isFinite(seconds) && seconds > 0 && seconds <= longestEpisode ? Math.floor(seconds) : 0;
}
export const keepPlace = (episode: string, seconds: number, duration: number) =>
  write(placeKey(episode), worthKeeping(seconds, duration) ? Math.floor(seconds) : undefined);
