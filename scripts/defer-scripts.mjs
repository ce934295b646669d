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

export const heldType = 'text/x-deferred';

/**
 * Runs in <head>: once the browser reports the first contentful paint (so after it has been
 * presented, not merely drawn), and parsing has ended, swap each placeholder for a real script.
 * A background tab paints nothing, so it starts at once; a browser without paint timing
 * starts after its first frame; should no paint be reported within three seconds, it starts anyway.
 */
export const loader = `(function(d){var done;function run(){if(done)return;done=1;d.querySelectorAll('script[type="${heldType}"]').forEach(function(held){var script=d.createElement('script');script.src=held.getAttribute('data-src');script.noModule=held.hasAttribute('data-nomodule');held.replaceWith(script)})}function start(){d.readyState=='loading'?d.addEventListener('DOMContentLoaded',run):run()}if(d.hidden)return start();setTimeout(start,3e3);if((PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)return requestAnimationFrame(function(){setTimeout(start)});new PerformanceObserver(function(list){list.getEntriesByName('first-contentful-paint').length&&setTimeout(start)}).observe({type:'paint',buffered:true})})(document)`;

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
  return `${withoutPreloads.slice(0, first)}<script>${loader}</script>${withoutPreloads.slice(first)}`;
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
