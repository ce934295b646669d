// What a visitor does before the scripts come. They come on his first intent
// (scripts/pipeline/postbuild/defer-scripts.ts): a press that needs them, on a control marked
// `replay('click')` or a form marked `replay('submit')`, is kept by the loader meanwhile and done
// again once React has the page (components/EarlyActions). Controls the browser runs itself (a
// link, the popover menu, the `commandfor` dialog, a form that posts) need no such mark. A
// carousel's arrows (`step(1)`, `step(-1)`) are answered by the loader itself, at once: it shows
// the next slide as React would, and React starts from the slide shown. A kept submit is answered
// at once too: its button says it is sending (`sendingAttribute`), as React's will.

/** The window property that holds the kept presses: set by the loader, emptied for good at the replay. */
export const earlyActionsKey = '__ojEarly';

/**
 * The window property React's first commit sets (components/EarlyActions, as a layout effect: in
 * the commit itself, before any later event): until then the loader answers the presses that need
 * no React (defer-scripts.ts), and keeps them from React.
 */
export const committedKey = '__ojReact';

/** Says that React has the page: its tree is committed, each control's handlers its own. */
export const markCommitted = (page: Window = window): void => void Object.assign(page, { [committedKey]: true });

/** The attribute that marks a control whose press waits for its code. */
export const replayAttribute = 'data-replay';

/** The marks of a carousel the loader steps before its code comes: its arrows (`data-step`: 1 or -1), its slides (`data-current`), its position (`data-position`, one text node). */
export const carouselMarks = { step: 'data-step', current: 'data-current', position: 'data-position', carousel: 'data-carousel' } as const;

/** An arrow's mark, as props: `<button {...step(1)}>`. */
export const step = (by: 1 | -1) => ({ [carouselMarks.step]: String(by) });

/** The mark of a form's submit button whose words the loader changes to these as it keeps the submit (`data-sending`: "Sending…"): the press answered at once. */
export const sendingAttribute = 'data-sending';

/**
 * The mark of a press that plays an episode from a time (a chapter's: `data-seek`, its seconds),
 * its player named by `aria-controls`: answered by the loader itself, before and after React has
 * the page, as no React code is needed to set a player's time.
 */
export const seekAttribute = 'data-seek';

/**
 * The id of an episode page's player: what its chapters' times seek, and what its page's address
 * starts from (`?t=454`, `#t=7:34`, `?t=1:02:03`: a moment shared), by the loader's own script
 * (scripts/pipeline/postbuild/defer-scripts.ts), before and after React has the page.
 */
export const playerId = 'episode-audio';

/**
 * The marks of the controls beside an episode's player (components/PlayerControls), each naming its
 * player by `aria-controls`, answered by the page's own script before and after React: a skip (its
 * seconds, back or forward: model/episodeWords.ts, `skipSeconds`), the speed's select, the moment's link (the episode's path) and where it says what it did.
 */
export const playerMarks = { skip: 'data-skip', speed: 'data-speed', moment: 'data-moment-link', said: 'data-moment-said' } as const;

/** The mark of what is kept in view above a page's text (a transcript's player), and the CSS variable that holds its height for the text's scroll margins. */
export const keptInViewMark = 'data-kept-in-view';
export const keptInView = '--kept-in-view';
/** What the text's own scroll margin is once the page's scroll padding holds that height: none. */
export const keptInViewMargin = '--kept-in-view-margin';

/** The mark the loader sets on what holds the press of the moment being heard (a transcript's turn, a chapter), as its player plays: shown, never announced. */
export const nowAttribute = 'data-now';

/** The mark of a transcript's switch that keeps the line being heard in view (components/Transcript), read by the same script. */
export const followAttribute = 'data-follow';

/**
 * A moment in a page's address (`t=`, in its query or its fragment), in seconds: whole seconds, or
 * `m:ss`, `h:mm:ss`; undefined for none. Whole in itself (it reads the time as model/timeText.ts's
 * `secondsOf` does): the loader's inline script carries its source (defer-scripts.ts, `starter`).
 */
export function momentIn(address: { search: string; hash: string }): number | undefined {
  const found = /(?:^|[?&#])t=(\d{1,6}(?::\d{1,2}){0,2})s?(?:$|&)/.exec(`${address.search}&${address.hash}`);
  const parts = found?.[1]?.split(':').map(Number) ?? [];
  // Minutes and seconds after the first part are under 60: `99:99` is no moment.
  if (parts.slice(1).some((part) => part > 59)) return undefined;
  return parts.reduce((total, part) => total * 60 + part, 0) || undefined;
}

/** The mark, as props: `<button {...seek(65, 'episode-audio')}>`. */
export const seek = (seconds: number, player: string) => ({ [seekAttribute]: String(seconds), 'aria-controls': player });

/** The mark of a time said in a transcript's words (`as I said at 7:34`): it plays as a turn's time does, but is never where the voice is. */
export const saidAttribute = 'data-said';

/** What is done again: a button's click, or a form's submit (after the browser's own checks passed). */
export type Replay = 'click' | 'submit';

/** The mark, as props: `<button {...replay('click')}>`. */
export const replay = (kind: Replay) => ({ [replayAttribute]: kind });

type Kept = Window & { [earlyActionsKey]?: Element[] };

/**
 * A kept form's submit button as React drew it, before the submit is done again: the loader made
 * it say "Sending…" (keeping its words in `data-sending-was`); React, which drew the words it
 * had, now says what it does (its own "Sending…" while a service takes the message).
 */
function restoreButtons(form: HTMLFormElement) {
  for (const button of form.querySelectorAll(`[${sendingAttribute}-was]`)) {
    if (button.firstChild) button.firstChild.nodeValue = button.getAttribute(`${sendingAttribute}-was`);
    button.removeAttribute(`${sendingAttribute}-was`);
    button.setAttribute('aria-disabled', 'false');
  }
}

/**
 * Does each kept press again, in order, and keeps no more: from here on React hears them itself.
 * A click goes to the same element (hydration keeps the server's nodes); a submit goes through
 * `requestSubmit`, so the form's own handler runs.
 */
export function replayEarlyActions(page: Kept = window): number {
  const kept = page[earlyActionsKey] ?? [];
  page[earlyActionsKey] = undefined;
  for (const element of kept) {
    if (element instanceof HTMLFormElement) {
      restoreButtons(element);
      element.requestSubmit();
    } else if (element instanceof HTMLAnchorElement) {
      // A link kept while an episode played: once every effect of this commit has run (the one that follows it among them).
      setTimeout(() => element.isConnected && element.click());
    } else if (element instanceof HTMLElement && element.isConnected) element.click();
  }
  return kept.length;
}
