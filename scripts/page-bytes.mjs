// What each exported page costs over the wire: its HTML, stylesheets and scripts, gzipped.
// Shared by the byte budget (`npm run budget`, in `npm test`) and the benchmark (`npm run bench`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routes } from '../content/routes.ts';
import { scriptsOf } from './postbuild/defer-scripts.mjs';
import { fileOfRoute } from './clean-urls.ts';
import { parse } from './postbuild/html.mjs';
import { stylesheetsOf } from './postbuild/merge-css.mjs';

/**
 * The routes measured (content/routes.ts, the one route list), the exported file of each, and
 * the path a browser measures it at; then the not-found page, read by its file (by its own path
 * it comes with status 404, which Lighthouse will not audit).
 */
export function pagesOf() {
  return [
    ...routes.map(({ path }) => ({ route: path, file: fileOfRoute(path), path })),
    { route: '/404', file: '404.html', path: '/404.html' },
  ];
}

/** The budget per route, in bytes gzipped. */
export const budget = {
  /** One TCP round trip (10 packets of initial congestion window, 14.6 KB). */
  htmlGzip: 14_600,
  /** Next's own floor for a static page is about 132 KB here; 12 KB for the site's own code. */
  jsGzip: 144_000,
  /** One stylesheet: each more is another render-blocking request (see scripts/postbuild/merge-css.mjs); none is a page unstyled. */
  stylesheets: 1,
};

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;

/** Asset URLs a page loads up front: stylesheets, and scripts a modern browser runs (not `nomodule`), held back or not. */
export function assetsOf(html) {
  const document = parse(html);
  const css = stylesheetsOf(document);
  const js = scriptsOf(document)
    .filter((script) => !script.noModule)
    .map((script) => script.src);
  return { css: [...new Set(css)], js: [...new Set(js)] };
}

/** Gzipped bytes of one exported page and everything it loads up front. */
export function measurePage(outDir, file, basePath = '') {
  const htmlPath = join(outDir, file);
  if (!existsSync(htmlPath)) throw new Error(`${htmlPath} is missing: build first`);
  const html = readFileSync(htmlPath);
  const { css, js } = assetsOf(html.toString('utf8'));
  const local = (url) => join(outDir, url.slice(basePath.length));
  const sum = (urls) => urls.reduce((total, url) => total + gzipSize(readFileSync(local(url))), 0);
  return { html: gzipSize(html), css: sum(css), js: sum(js), stylesheets: css.length, scripts: js.length };
}

/** Whether the bytes of a page keep to the budget, with the reasons where not. */
export function checkBudget(bytes) {
  const misses = [];
  if (bytes.html > budget.htmlGzip) misses.push(`HTML ${kb(bytes.html)} > ${kb(budget.htmlGzip)}`);
  if (bytes.js > budget.jsGzip) misses.push(`JS ${kb(bytes.js)} > ${kb(budget.jsGzip)}`);
  if (bytes.stylesheets !== budget.stylesheets) misses.push(`${bytes.stylesheets} stylesheets, not ${budget.stylesheets}`);
  return misses;
}

export const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
