// No script before the visitor does something: every control works from the HTML, so a reader who
// presses nothing needs none of Next's ~140 KB. Each <script src> becomes an inert placeholder and an
// inline loader restores them on the first intent; a press meanwhile is kept and replayed (lib/earlyActions.ts).
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

export const intents = ['pointerdown', 'pointermove', 'keydown', 'focusin', 'touchstart', 'wheel', 'scroll'];

/** On these React, still hydrating, makes the press's target its own at once. */
export const pressEvents = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'pointerup', 'mouseup', 'touchend', 'keyup', 'click'];

/**
 * Runs in <head>: on the first intent after parsing, each placeholder becomes a real script again, in
 * order. A still pointer's synthetic events are no intent, nor is anything in `own` (the search). Marked
 * presses are kept for React; those that need no React are answered here and kept from React until its
 * first commit, so a press while it hydrates is answered in the next frame.
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
      // In page order: the React payload first (./payload-file.ts).
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
    const button = control.querySelector(`[${sending}]`);
    if (button?.firstChild) {
      button.setAttribute(`${sending}-was`, button.firstChild.nodeValue ?? '');
      button.firstChild.nodeValue = button.getAttribute(sending);
      button.setAttribute('aria-disabled', 'true');
    }
  };
  d.addEventListener('click', keep('click'), true);
  d.addEventListener('submit', keep('submit'), true);
  // A link pressed while an episode plays, before React: kept, so React follows it and the episode plays on;
  // the browser's to follow if React has not come in ten seconds.
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
  // Answered without telling React: while hydrating, its listener would hydrate everything before the
  // answer could be drawn. Caught on the window, before React's listener on the document.
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

export const searcher = inlineScript(searchOnPage, pageDocument, ...searchArguments);

/** Every attribute kept as `data-<name>` for the loader to give back, but `async`: an inserted script is async already. */
export function hold(script: Tree.Element): void {
  const kept = script.attrs.filter(({ name }) => name !== 'async').map(({ name, value }) => ({ name: `data-${name}`, value }));
  script.attrs = [{ name: 'type', value: heldType }, ...kept];
}

export const isHeld = (script: Tree.Element): boolean => attr(script, 'type') === heldType;

export const scriptsOf = (document: Tree.Document): { src: string; noModule: boolean }[] =>
  all(document, 'script').flatMap((script) => {
    const src = attr(script, 'src') ?? attr(script, 'data-src');
    return src ? [{ src, noModule: attr(script, 'nomodule') !== undefined || attr(script, 'data-nomodule') !== undefined }] : [];
  });

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
