// What plays on while the listener walks the site: the episode his page was playing when he left
// it by a link the site's scripts follow (a client navigation, which would end the page's player),
// handed to the small player every page of a show has (./PlaysOn.tsx), and taken back by the
// episode's page when he returns to it. On this device, in this tab, for this visit alone.

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
  art: string;
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

/** The episode's page takes it back as it comes: where the small player had got to, or nothing where it plays another (or none). */
export function takeBack(src: string): number | undefined {
  if (playing?.src !== src) return undefined;
  const time = clock?.() ?? playing.time;
  playing = undefined;
  changed();
  return time;
}

/** The small player stops: nothing plays on. */
export function stop(): void {
  playing = undefined;
  changed();
}
