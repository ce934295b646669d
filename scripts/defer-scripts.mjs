// Post-build step: paint first, then fetch the JavaScript.
// Next.js puts its ~140 KB of scripts in <head> as `async`, so on a slow link they download
// alongside the stylesheet, the font and the hero photo, and run before the first paint. The
// pages are complete HTML and need no script to be read, so this step holds the scripts back:
// each <script src> becomes an inert placeholder (`type="text/x-deferred"`, `data-src`,
// `data-nomodule`), and a
// small inline loader turns them back into real scripts once the browser reports the first
// contentful paint (see `loader`). Hydration then runs as before, just later.
import { readFileSync, writeFileSync } from 'node:fs';
import { htmlFiles } from './export-files.mjs';
import { photoHold } from './hold-photos.mjs';

export const heldType = 'text/x-deferred';

/**
 * Runs in <head>: once the browser reports the first contentful paint (so after it has been
 * presented, not merely drawn), and parsing has ended, swap each placeholder for a real script.
 * A background tab paints nothing, so it starts at once; a browser without paint timing
 * starts after its first frame; should no paint be reported within three seconds, it starts anyway.
 * It runs inside `headScript`'s block, where `d` is the document. Modern syntax: a browser
 * that cannot parse it cannot run Next's scripts either (Next 16 supports browsers from 2023),
 * and reads the page without them.
 */
export const loader = `let o,run=()=>{if(o)return;o=1;d.querySelectorAll('script[type="${heldType}"]').forEach(h=>{let s=d.createElement('script');s.src=h.getAttribute('data-src');s.noModule=h.hasAttribute('data-nomodule');h.replaceWith(s)})},go=()=>d.readyState=='loading'?d.addEventListener('DOMContentLoaded',run):run();if(d.hidden)go();else{setTimeout(go,3e3);(PerformanceObserver.supportedEntryTypes||[]).includes('paint')?new PerformanceObserver(l=>l.getEntriesByName('first-contentful-paint').length&&setTimeout(go)).observe({type:'paint',buffered:!0}):requestAnimationFrame(()=>setTimeout(go))}`;

/** The page's one inline script in <head>: the loader, then the photo hold, sharing `d`, the document. */
export const headScript = `{let d=document;${loader}${photoHold}}`;

const scriptWithSource = /<script\b([^>]*?)\bsrc="([^"]+)"([^>]*)><\/script>/g;
const scriptPreload = /<link rel="preload" as="script"[^>]*>/g;

/** The page with its external scripts held back until after the first paint. */
export function withDeferredScripts(html) {
  if (html.includes(`type="${heldType}"`)) return html; // done before
  let placeholders = 0;
  const held = html.replace(scriptWithSource, (tag, before, src, after) => {
    placeholders += 1;
    // A data block may not carry `nomodule`; the loader reads it back from `data-nomodule`.
    const noModule = /\bnomodule\b/i.test(before + after) ? ' data-nomodule=""' : '';
    return `<script type="${heldType}" data-src="${src}"${noModule}></script>`;
  });
  if (!placeholders) return html;
  const withoutPreloads = held.replace(scriptPreload, '');
  const first = withoutPreloads.indexOf(`<script type="${heldType}"`);
  return `${withoutPreloads.slice(0, first)}<script>${headScript}</script>${withoutPreloads.slice(first)}`;
}

/** The script URLs a page loads, held back or not, each with whether it is `nomodule`. */
export function scriptsOf(html) {
  return [...html.matchAll(/<script\b([^>]*)\b(?:data-)?src="([^"]+)"[^>]*>/g)].map((match) => ({
    src: match[2],
    noModule: /\bnomodule\b/i.test(match[0]),
  }));
}

/** Holds back the scripts of every page of `outDir`; returns how many pages changed. */
export function deferScripts(outDir) {
  let pages = 0;
  for (const file of htmlFiles(outDir)) {
    const html = readFileSync(file, 'utf8');
    const result = withDeferredScripts(html);
    if (result !== html) pages += 1;
    writeFileSync(file, result);
  }
  return pages;
}
