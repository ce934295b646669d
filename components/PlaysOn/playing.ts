// What plays on while the listener walks the site. The element itself goes with him: moved out of
// the page, never out of the document (the browser would pause it), so nothing falls silent or plays twice.

import type { ArtPicture } from '#model/episodeArt.ts';

export interface Playing {
  src: string;
  time: number;
  rate: number;
  title: string;
  path: string;
  episode: string;
  show: string;
  art: ArtPicture[];
  audio?: HTMLAudioElement;
}

const holderId = 'oj-plays-on';

/** Without its id: the next page's player has it. */
export function keepPlaying(audio: HTMLAudioElement): HTMLAudioElement {
  let holder = document.getElementById(holderId);
  if (!holder) {
    holder = document.createElement('div');
    holder.id = holderId;
    holder.hidden = true;
    document.body.append(holder);
  }
  audio.removeAttribute('id');
  holder.append(audio); // moved within the document: it plays on
  return audio;
}

/** The one that played on takes the page's player's place and attributes: one player, never silent. */
export function putInPlace(playingOn: HTMLAudioElement, pages: HTMLAudioElement): void {
  for (const { name, value } of pages.attributes) if (name !== 'src' && name !== 'preload') playingOn.setAttribute(name, value);
  pages.replaceWith(playingOn);
}

let playing: Playing | undefined;
let clock: (() => number) | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const current = (): Playing | undefined => playing;

export function handOn(episode: Playing): void {
  playing = episode;
  changed();
}

export const keepTime = (where: (() => number) | undefined) => void (clock = where);

/** Nothing where it plays another episode, or none. */
export function takeBack(src: string): { time: number; audio?: HTMLAudioElement } | undefined {
  if (playing?.src !== src) return undefined;
  const back = { time: clock?.() ?? playing.time, ...(playing.audio ? { audio: playing.audio } : {}) };
  playing = undefined;
  changed();
  return back;
}

export function stop(): void {
  playing?.audio?.pause();
  playing?.audio?.remove();
  playing = undefined;
  changed();
}
