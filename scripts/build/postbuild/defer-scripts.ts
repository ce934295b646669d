// Post-build step: paint first, then fetch the JavaScript.
// Next.js puts its ~140 KB of scripts in <head> as `async`, so on a slow link they download
// alongside the stylesheet, the font and the hero photo, and run before the first paint. The
// pages are complete HTML and need no script to be read, so this step holds the scripts back:
// each <script src> becomes an inert placeholder (`type="text/x-deferred"`) that keeps its
// attributes as `data-<name>` (see `hold`), and a small inline loader turns them back into real
// scripts once the browser reports the first contentful paint (see `loader`). Hydration then
// runs as before, just later.
import { all, attr, createElement, hasToken, headOf, insert, isTag, remove } from './html.ts';
import type { Tree } from './html.ts';
import { inlineScript, pageDocument } from './inline-script.ts';
import type { Expect, Page, Step } from './pipeline.ts';

export const heldType = 'text/x-deferred';

/**
 * Runs in <head>: once the browser reports the first contentful paint (so after it has been
 * presented, not merely drawn), and parsing has ended, swap each placeholder for a real script
 * with the placeholder's attributes but its `type`, each without its `data-` (`data-src` → `src`).
 * A background tab paints nothing, so it starts at once; a browser without paint timing starts
 * after its first frame; should no paint be reported within three seconds, it starts anyway.
 */
function loadHeldScripts(d: Document, type: string): void {
  let started = 0;
  const run = () => {
    if (started++) return;
    for (const placeholder of d.querySelectorAll(`script[type="${type}"]`)) {
      const script = d.createElement('script');
      for (const { name, value } of placeholder.attributes) if (name != 'type') script.setAttribute(name.slice('data-'.length), value);
      placeholder.replaceWith(script);
    }
  };
  const go = () => (d.readyState == 'loading' ? d.addEventListener('DOMContentLoaded', run) : run());
  if (d.hidden) return go();
  setTimeout(go, 3000);
  if ((PerformanceObserver.supportedEntryTypes || []).includes('paint')) {
    new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && setTimeout(go)).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(go));
  }
}

/** The loader, as the inline script that goes before the first held script. */
export const loader = inlineScript(loadHeldScripts, pageDocument, heldType);

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
      all(headOf(document), 'link', (link) => (hasToken(link, 'rel', 'preload') && attr(link, 'as') === 'script') || hasToken(link, 'rel', 'modulepreload')).forEach(remove);
      expect(isTag(first.parentNode, 'head'), 'its first script in <head>, where the loader goes');
      insert(headOf(document), createElement('script', {}, loader), first);
      expect(all(document, 'script', (script) => attr(script, 'src') !== undefined).length === 0, 'no script left to load before the first paint');
      pages += 1;
    },
    finish: () => pages,
  };
}
