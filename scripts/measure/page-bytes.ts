// What each exported page costs over the wire: its HTML, stylesheets and scripts, gzipped.
// Shared by the byte budget (`npm run budget`, in `npm test`) and the benchmark (`npm run bench`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routes, unbuiltPaths } from '#model/routes.ts';
import { scriptsOf } from '../pipeline/postbuild/defer-scripts.ts';
import { fileOfRoute } from '../pipeline/clean-urls.ts';
import { parse } from '../pipeline/postbuild/html.ts';
import { stylesheetsOf } from '../pipeline/postbuild/merge-css.ts';
import { payloadFolder } from '../pipeline/postbuild/payload-file.ts';

/** A page measured: its route, its file in the export, and the path a browser loads it at. */
export interface MeasuredPage {
  route: string;
  file: string;
  path: string;
}

/** What one page costs over the wire, gzipped, and how many stylesheets and scripts it loads up front. */
export interface PageBytes {
  html: number;
  css: number;
  js: number;
  /** The React payload's file (scripts/pipeline/postbuild/payload-file.ts), fetched with the scripts. */
  payload: number;
  stylesheets: number;
  scripts: number;
}

/** The articles, episodes and transcripts an export has: each `.html` under `blog/` and `podcast/`, at any depth, as its path. */
const pagesUnder = (outDir: string): string[] =>
  ['blog', 'podcast'].flatMap((folder) =>
    existsSync(join(outDir, folder))
      ? readdirSync(join(outDir, folder), { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.html'))
          .sort()
          .map((name) => `/${folder}/${name.slice(0, -'.html'.length)}`)
      : [],
  );

/**
 * The routes measured (model/routes.ts, the one route list), the exported file of each, and
 * the path a browser measures it at; with `outDir`, also the pages only some builds make that
 * this export has (the privacy page, Insights and its articles, the podcast page and its episodes, the terms);
 * then the not-found page, read by its file (by its own path it comes with status 404, which
 * Lighthouse will not audit).
 */
export function pagesOf(outDir?: string): MeasuredPage[] {
  const sometimes = outDir ? [...unbuiltPaths.filter((path) => existsSync(join(outDir, fileOfRoute(path)))), ...pagesUnder(outDir)] : [];
  return [
    ...[...routes.map(({ path }) => path), ...sometimes].map((path) => ({ route: path, file: fileOfRoute(path), path })),
    { route: '/404', file: '404.html', path: '/404.html' },
  ];
}

/** The budget per route, in bytes gzipped. */
export const budget = {
  /** One TCP round trip (10 packets of initial congestion window, 14.6 KB): the HTML with its headers. */
  htmlGzip: 14_600,
  /** The React payload, fetched on the visitor's first intent beside the scripts: one round trip of its own at most. */
  payloadGzip: 14_600,
  /**
   * Fetched on the visitor's first intent, never on load (scripts/pipeline/postbuild/defer-scripts.ts):
   * Next's own floor for a static page is about 132 KB here; 12.5 KB for the site's own code.
   */
  jsGzip: 144_500,
  /**
   * What the small player that plays an episode on across pages adds to every page of a site with
   * a show (components/PlaysOn: its leaf in the layout; its player's own code is loaded only once
   * something plays on), measured 2026-11-29 at 0.2 KB; a site without a show has none of it.
   */
  playsOnGzip: 300,
  /** One stylesheet: each more is another render-blocking request (see scripts/pipeline/postbuild/merge-css.ts); none is a page unstyled. */
  stylesheets: 1,
};

const gzipSize = (buffer: Buffer): number => gzipSync(buffer, { level: 9 }).length;

/** Asset URLs a page loads up front: stylesheets, scripts a modern browser runs (not `nomodule`), held back or not, and its React payload's file. */
export function assetsOf(html: string): { css: string[]; js: string[]; payload: string[] } {
  const document = parse(html);
  const css = stylesheetsOf(document);
  const scripts = scriptsOf(document)
    .filter((script) => !script.noModule)
    .map((script) => script.src);
  const isPayload = (src: string) => src.includes(`/${payloadFolder}/`);
  return { css: [...new Set(css)], js: [...new Set(scripts.filter((src) => !isPayload(src)))], payload: scripts.filter(isPayload) };
}

/** Gzipped bytes of one exported page and everything it loads up front. */
export function measurePage(outDir: string, file: string, basePath = ''): PageBytes {
  const htmlPath = join(outDir, file);
  if (!existsSync(htmlPath)) throw new Error(`${htmlPath} is missing: build first`);
  const html = readFileSync(htmlPath);
  const { css, js, payload } = assetsOf(html.toString('utf8'));
  const local = (url: string) => join(outDir, url.slice(basePath.length));
  const sum = (urls: readonly string[]) => urls.reduce((total, url) => total + gzipSize(readFileSync(local(url))), 0);
  return { html: gzipSize(html), css: sum(css), js: sum(js), payload: sum(payload), stylesheets: css.length, scripts: js.length };
}

/** Whether an export has a show (its pages, and with them the small player on every page). */
export const hasShow = (outDir: string): boolean => existsSync(join(outDir, 'podcast.html'));

/** Whether the bytes of a page keep to the budget, with the reasons where not; `show`: its site has a show (`playsOnGzip`). */
export function checkBudget(bytes: PageBytes, { show = false } = {}): string[] {
  const misses: string[] = [];
  const js = budget.jsGzip + (show ? budget.playsOnGzip : 0);
  if (bytes.html > budget.htmlGzip) misses.push(`HTML with headers ${kb(bytes.html)} > ${kb(budget.htmlGzip)}`);
  if (bytes.payload > budget.payloadGzip) misses.push(`payload ${kb(bytes.payload)} > ${kb(budget.payloadGzip)}`);
  if (bytes.js > js) misses.push(`JS ${kb(bytes.js)} > ${kb(js)}`);
  if (bytes.stylesheets !== budget.stylesheets) misses.push(`${bytes.stylesheets} stylesheets, not ${budget.stylesheets}`);
  return misses;
}

export const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;
