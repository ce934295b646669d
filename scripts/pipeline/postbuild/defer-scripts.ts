// Post-build step: no script before the visitor does something.
// Next.js puts its ~140 KB of scripts in <head> as `async`, so on a slow link they download
// alongside the stylesheet, the font and the hero photo. The pages are complete HTML and every
// control works from it (links, the popover menu, the `commandfor` dialog, the form's POST), so
// a reader who never presses anything needs none of it. This step holds the scripts back: each
// <script src> becomes an inert placeholder (`type="text/x-deferred"`) that keeps its attributes
// as `data-<name>` (see `hold`), and a small inline loader turns them back into real scripts on
// the visitor's first intent (see `loader`). Hydration then runs as before, just later; a press
// that needs the code meanwhile is kept and done again then (lib/earlyActions.ts).
import { searchOnPage } from '../../../components/SiteSearch/searchOnPage.ts';
import { searchAttribute } from '../../../lib/search.ts';
import { searchArguments } from '../../../components/SiteSearch/searchArguments.ts';
import { carouselMarks, committedKey, earlyActionsKey, playerId, replayAttribute, seekAttribute, sendingAttribute } from '../../../lib/earlyActions.ts';
import { all, attr, createElement, hasToken, headOf, insert, isTag, remove } from './html.ts';
import type { Tree } from './html.ts';
import { inlineScript, pageDocument } from './inline-script.ts';
import type { Expect, Page, Step } from './pipeline.ts';
import { reactPropsKey } from './next-format.ts';
import { seeker, starter } from './moments.ts';
import { playerScript } from './player-controls.ts';

export const heldType = 'text/x-deferred';

/** What counts as intent: a pointer pressed or moved, a key, focus, a touch, a wheel, a scroll. */
export const intents = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'touchstart', 'wheel', 'scroll'];

/** The events of a press (a pointer's, a touch's, a key's) on which React, still hydrating, makes the press's target its own at once. */
export const pressEvents = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'pointerup', 'mouseup', 'touchend', 'keyup', 'click'];

/**
 * Runs in <head>. On the visitor's first intent (once parsing has ended), swaps each placeholder
 * for a real script with the placeholder's attributes but its `type`, each without its `data-`
 * (`data-src` → `src`), run in the page's order. A pointer that moves counts; the browser's own still pointer events
 * (after a layout change under a resting cursor) do not. Meanwhile, a click on a control marked
 * `data-replay="click"`, or the submit of a form marked `data-replay="submit"` (which would do
 * nothing yet), is kept in `window[key]` for the page to do again once it is React's; a control
 * React already holds is left to React. A carousel's arrow is answered at once: its next slide
 * shown, and its position said, by the marks of lib/earlyActions.ts (a chapter's time, by
 * `seekOnPress` of ./moments.ts, on its pages alone); its press, and a popover's or a dialog's
 * button's, is kept from React until React's first commit (`committed`), so that a press while
 * React hydrates is answered in the next frame, not after the whole page's hydration. What runs
 * on its own script (`own`: the search, with `searchOnPage`) is no intent there: a press, a key
 * or focus in it loads nothing of the page's.
 */
function loadOnIntent(
  d: Document,
  type: string,
  events: string[],
  key: string,
  mark: string,
  carousel: typeof carouselMarks,
  sending: string,
  reactKey: string,
  own: string,
  presses: string[],
  committed: string,
): void {
  const page = self as unknown as Record<string, Element[] | undefined>;
  const reacts = (control: Element) => Object.keys(control).some((name) => name.startsWith(reactKey));
  const kept: Element[] = (page[key] = []);
  const options = { capture: true, passive: true };
  const run = () => {
    for (const placeholder of d.querySelectorAll(`script[type="${type}"]`)) {
      const script = d.createElement('script');
      // In their order, as the page lists them: the React payload first (./payload-file.ts).
      script.async = false;
      for (const { name, value } of placeholder.attributes) if (name != 'type') script.setAttribute(name.slice('data-'.length), value);
      placeholder.replaceWith(script);
    }
  };
  const intent = (event: Event) => {
    if (event.type == 'pointermove' && !(event as PointerEvent).movementX && !(event as PointerEvent).movementY) return;
    if ((event.target as Element).closest?.(`[${own}]`)) return;
    for (const name of events) removeEventListener(name, intent, options);
    if (d.readyState == 'loading') d.addEventListener('DOMContentLoaded', run);
    else run();
  };
  for (const name of events) addEventListener(name, intent, options);
  const keep = (kind: string) => (event: Event) => {
    const control = page[key] && (event.target as Element).closest?.(`[${mark}="${kind}"]`);
    if (!control || reacts(control)) return;
    kept.push(control);
    if (kind != 'submit') return;
    event.preventDefault();
    // Its button says it is sending, as React's will once it sends it (one text node, which React then keeps).
    const button = control.querySelector(`[${sending}]`);
    if (button?.firstChild) {
      button.setAttribute(`${sending}-was`, button.firstChild.nodeValue ?? '');
      button.firstChild.nodeValue = button.getAttribute(sending);
      button.setAttribute('aria-disabled', 'true');
    }
  };
  d.addEventListener('click', keep('click'), true);
  d.addEventListener('submit', keep('submit'), true);
  // A link of the site pressed while an episode plays, before React has the page: kept, so that
  // React follows it and the episode plays on (components/PlaysOn/follow.ts); the browser's to
  // follow if React has not come in ten seconds.
  d.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
      const { button, metaKey, ctrlKey, shiftKey, altKey } = event as MouseEvent;
      if (!link || page[committed] || !page[key] || link.target || link.hasAttribute('download') || link.origin != location.origin) return;
      if (button || metaKey || ctrlKey || shiftKey || altKey || ![...d.querySelectorAll('audio')].some((audio) => !audio.paused)) return;
      event.preventDefault();
      kept.push(link);
      setTimeout(() => page[committed] || location.assign(link.href), 10000);
    },
    true,
  );
  // A press on a control that needs no React to answer it, before React's first commit: a
  // carousel's arrow (the next slide at once, wrapping around, as React shows it), the browser's
  // own popover and dialog buttons. React is not told of it: while it hydrates, its listener makes
  // a press's target its own at once, hydrating all it has not reached before the answer can be
  // drawn (a tenth of a second and more on a slow phone); it goes on in its own time, and the
  // carousel starts from the slide shown. Caught on the window, before React's listener on the document.
  const native = (control: Element) =>
    control.matches(`[${carousel.step}]`) ||
    (control.matches('[popovertarget]') && 'popoverTargetElement' in control) ||
    (control.matches('[commandfor]') && 'commandForElement' in control);
  const answer = (event: Event) => {
    const control = (event.target as Element).closest?.(`[${carousel.step}],[popovertarget],[commandfor]`);
    if (!control || page[committed] || !native(control)) return;
    event.stopPropagation();
    const root = control.closest(`[${carousel.carousel}]`);
    if (event.type != 'click' || !root) return;
    const slides = [...root.querySelectorAll(`[${carousel.current}]`)];
    const next =
      (slides.findIndex((slide) => slide.getAttribute(carousel.current) == 'true') + Number(control.getAttribute(carousel.step)) + slides.length) %
      slides.length;
    slides.forEach((slide, index) => slide.setAttribute(carousel.current, String(index == next)));
    const position = root.querySelector(`[${carousel.position}]`)?.firstChild;
    if (position) position.nodeValue = `${next + 1} / ${slides.length}`;
  };
  for (const name of presses) addEventListener(name, answer, true);
}

/** The loader, as the inline script that goes before the first held script. */
export const loader = inlineScript(
  loadOnIntent,
  pageDocument,
  heldType,
  intents,
  earlyActionsKey,
  replayAttribute,
  carouselMarks,
  sendingAttribute,
  reactPropsKey,
  searchAttribute,
  pressEvents,
  committedKey,
);

/** The search, as the inline script that goes after the loader on the page that has it. */
export const searcher = inlineScript(searchOnPage, pageDocument, ...searchArguments);

/**
 * Turns a <script src> into a placeholder in place: `type` says it is held, and every attribute
 * of the script is kept as `data-<name>` (`src`, `type="module"`, `nomodule`, `crossorigin`,
 * `integrity`, `id`…; none of them may act on an inert block) for the loader to give back. But
 * `async`, which is dropped: a script inserted by script is async already, and the page's bytes
 * are better spent (every page must fit one round trip).
 */
export function hold(script: Tree.Element): void {
  const kept = script.attrs.filter(({ name }) => name !== 'async').map(({ name, value }) => ({ name: `data-${name}`, value }));
  script.attrs = [{ name: 'type', value: heldType }, ...kept];
}

/** Whether a script element is a held-back placeholder. */
export const isHeld = (script: Tree.Element): boolean => attr(script, 'type') === heldType;

/** The script URLs a page loads, held back or not, each with whether it is `nomodule`. */
export const scriptsOf = (document: Tree.Document): { src: string; noModule: boolean }[] =>
  all(document, 'script').flatMap((script) => {
    const src = attr(script, 'src') ?? attr(script, 'data-src');
    return src ? [{ src, noModule: attr(script, 'nomodule') !== undefined || attr(script, 'data-nomodule') !== undefined }] : [];
  });

/** The step: every external script held back behind the loader, which goes before the first of them. */
export function deferScripts(): Step<'defer-scripts', number> {
  let pages = 0;
  return {
    name: 'defer-scripts',
    page({ document }: Page, expect: Expect) {
      const scripts = all(document, 'script', (script) => attr(script, 'src') !== undefined);
      const [first] = scripts;
      expect(first, 'at least one script to hold back');
      scripts.forEach(hold);
      all(
        headOf(document),
        'link',
        (link) => (hasToken(link, 'rel', 'preload') && attr(link, 'as') === 'script') || hasToken(link, 'rel', 'modulepreload'),
      ).forEach(remove);
      expect(isTag(first.parentNode, 'head'), 'its first script in <head>, where the loader goes');
      insert(headOf(document), createElement('script', {}, loader), first);
      if (['button', 'a'].some((tag) => all(document, tag, (press) => attr(press, seekAttribute) !== undefined).length))
        insert(headOf(document), createElement('script', {}, seeker), first);
      if (all(document, 'audio', (audio) => attr(audio, 'id') === playerId).length) {
        insert(headOf(document), createElement('script', {}, starter), first);
        insert(headOf(document), createElement('script', {}, playerScript), first);
      }
      if (all(document, 'div', (part) => attr(part, searchAttribute) !== undefined).length)
        insert(headOf(document), createElement('script', {}, searcher), first);
      expect(all(document, 'script', (script) => attr(script, 'src') !== undefined).length === 0, 'no script left to load before the visitor does something');
      pages += 1;
    },
    finish: () => pages,
  };
}
