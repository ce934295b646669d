// What a visitor does before the scripts come (they come on his first intent: defer-scripts.ts).
// A press marked `replay()` is kept by the loader and done again once React has the page; what the
// browser runs itself needs no mark. Carousel arrows, seeks and a kept submit's words are answered
// by the loader at once, as React would, and React starts from what is shown.

export const earlyActionsKey = '__ojEarly';

/** Set in React's first commit (a layout effect, before any later event); until then the loader answers. */
export const committedKey = '__ojReact';

export const markCommitted = (page: Window = window): void => void Object.assign(page, { [committedKey]: true });

export const replayAttribute = 'data-replay';

export const carouselMarks = { step: 'data-step', current: 'data-current', position: 'data-position', carousel: 'data-carousel' } as const;

export const step = (by: 1 | -1) => ({ [carouselMarks.step]: String(by) });

/** On a submit button the loader relabels ("Sending…") as it keeps the submit. */
export const sendingAttribute = 'data-sending';

/** A press that plays from a time, its player named by `aria-controls`: the loader answers it always. */
export const seekAttribute = 'data-seek';

/** An episode page's player: chapters seek it, and the loader starts it from the address's `t=`. */
export const playerId = 'episode-audio';

export const playerMarks = { skip: 'data-skip', speed: 'data-speed', moment: 'data-moment-link', said: 'data-moment-said' } as const;

export const keptInViewMark = 'data-kept-in-view';
export const keptInView = '--kept-in-view';
export const keptInViewMargin = '--kept-in-view-margin';

/** Set by the loader on the press of the moment being heard: shown, never announced. */
export const nowAttribute = 'data-now';

export const followAttribute = 'data-follow';

/** A `t=` moment in seconds. Whole in itself: the loader's inline script carries its source. */
export function momentIn(address: { search: string; hash: string }): number | undefined {
  const found = /(?:^|[?&#])t=(\d{1,6}(?::\d{1,2}){0,2})s?(?:$|&)/.exec(`${address.search}&${address.hash}`);
  const parts = found?.[1]?.split(':').map(Number) ?? [];
  if (parts.slice(1).some((part) => part > 59)) return undefined;
  return parts.reduce((total, part) => total * 60 + part, 0) || undefined;
}

export const seek = (seconds: number, player: string) => ({ [seekAttribute]: String(seconds), 'aria-controls': player });

/** A time said in a transcript's words: it plays, but is never where the voice is. */
export const saidAttribute = 'data-said';

export type Replay = 'click' | 'submit';

export const replay = (kind: Replay) => ({ [replayAttribute]: kind });

type Kept = Window & { [earlyActionsKey]?: Element[] };

function restoreButtons(form: HTMLFormElement) {
  for (const button of form.querySelectorAll(`[${sendingAttribute}-was]`)) {
    if (button.firstChild) button.firstChild.nodeValue = button.getAttribute(`${sendingAttribute}-was`);
    button.removeAttribute(`${sendingAttribute}-was`);
    button.setAttribute('aria-disabled', 'false');
  }
}

/** Does each kept press again, once. A submit goes through `requestSubmit`, so the form's own handler runs. */
export function replayEarlyActions(page: Kept = window): number {
  const kept = page[earlyActionsKey] ?? [];
  page[earlyActionsKey] = undefined;
  for (const element of kept) {
    if (element instanceof HTMLFormElement) {
      restoreButtons(element);
      element.requestSubmit();
    } else if (element instanceof HTMLAnchorElement) {
      // A link kept while an episode played: once every effect of this commit has run.
      setTimeout(() => element.isConnected && element.click());
    } else if (element instanceof HTMLElement && element.isConnected) element.click();
  }
  return kept.length;
}
