// What plays on while the listener walks the site: the episode his page was playing when he left
// it by a link the site's scripts follow (a client navigation), handed to the small player every
// page of a show has (./PlaysOn.tsx), and taken back by the episode's page when he returns to it.
// The element itself goes with him, still playing: moved out of the page as it goes, never out of
// the document (the browser pauses a media element taken out of it), so nothing falls silent or
// plays twice (a new player seeking to the old one's time left 250–300 ms of silence). On this
// device, in this tab, for this visit alone.

import type { ArtPicture } from '#model/episodeArt.ts';

/** An episode playing on: its audio, where it is and how fast, and what the small player says of it. */
export interface Playing {
  src: string;
  time: number;
  rate: number;
  title: string;
  /** Its page, to go back to. */
  path: string;
  /** Its address (slug), by which its place is kept. */
  episode: string;
  show: string;
  art: ArtPicture[];
  /** The element that plays it, held in the document as its page went (`keepPlaying`). */
  audio?: HTMLAudioElement;
}

const holderId = 'oj-plays-on';

/** Holds a page's playing player in the document as its page goes: in a hidden holder at the end of <body>, without its id (the next page's player has it). */
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

/** Puts the player that played on in the place of its page's own, with the page's attributes: one player, never silent. */
export function putInPlace(playingOn: HTMLAudioElement, pages: HTMLAudioElement): void {
  for (const { name, value } of pages.attributes) if (name !== 'src' && name !== 'preload') playingOn.setAttribute(name, value);
  pages.replaceWith(playingOn);
}

let playing: Playing | undefined;
/** Where the small player is in the episode now (it plays it: ./MiniPlayer.tsx). */
let clock: (() => number) | undefined;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const current = (): Playing | undefined => playing;

/** The page's player hands its episode on as the page goes. */
export function handOn(episode: Playing): void {
  playing = episode;
  changed();
}

/** The small player says where it is, as it plays. */
export const keepTime = (where: (() => number) | undefined) => void (clock = where);

/** The episode's page takes it back as it comes: where the small player had got to, and the element playing it, or nothing where it plays another (or none). */
export function takeBack(src: string): { time: number; audio?: HTMLAudioElement } | undefined {
  if (playing?.src !== src) return undefined;
  const back = { time: clock?.() ?? playing.time, ...(playing.audio ? { audio: playing.audio } : {}) };
  playing = undefined;
  changed();
  return back;
}

/** The small player stops: nothing plays on, and the element held for it goes. */
export function stop(): void {
  playing?.audio?.pause();
  playing?.audio?.remove();
  playing = undefined;
  changed();
}
