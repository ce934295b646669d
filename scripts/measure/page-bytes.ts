// What each exported page costs over the wire, gzipped: shared by the byte budget and the bench.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routes, unbuiltPaths } from '#model/routes.ts';
import { scriptsOf } from '../pipeline/postbuild/defer-scripts.ts';
import { fileOfRoute } from '../pipeline/clean-urls.ts';
import { parse } from '../pipeline/postbuild/html.ts';
import { stylesheetsOf } from '../pipeline/postbuild/merge-css.ts';
import { payloadFolder } from '../pipeline/postbuild/payload-file.ts';

export interface MeasuredPage {
  route: string;
  file: string;
  path: string;
}

export interface PageBytes {
  html: number;
  css: number;
  js: number;
  payload: number;
  stylesheets: number;
  scripts: number;
}

const pagesUnder = (outDir: string): string[] =>
  ['blog', 'podcast'].flatMap((folder) =>
    existsSync(join(outDir, folder))
      ? readdirSync(join(outDir, folder), { recursive: true, encoding: 'utf8' })
          .filter((name) => name.endsWith('.html'))
          .sort()
          .map((name) => `/${folder}/${name.slice(0, -'.html'.length)}`)
      : [],
  );

/** With `outDir`, also the pages only some builds make; the not-found page by its file (by its path it answers 404). */
export function pagesOf(outDir?: string): MeasuredPage[] {
  const sometimes = outDir ? [...unbuiltPaths.filter((path) => existsSync(join(outDir, fileOfRoute(path)))), ...pagesUnder(outDir)] : [];
  return [
    ...[...routes.map(({ path }) => path), ...sometimes].map((path) => ({ route: path, file: fileOfRoute(path), path })),
    { route: '/404', file: '404.html', path: '/404.html' },
  ];
}

export const budget = {
  /** One round trip (initial window of 10 packets): the HTML with its headers. */
  htmlGzip: 14_600,
  payloadGzip: 14_600,
  /** Fetched on the first intent, never on load: Next's own floor is about 132 KB here. */
  jsGzip: 144_500,
  /** The small player's leaf on every page of a site with a show; its player's code comes only when something plays on. */
  playsOnGzip: 300,
  /** Each more is another render-blocking request. */
  stylesheets: 1,
};

const gzipSize = (buffer: Buffer): number => gzipSync(buffer, { level: 9 }).length;

export function assetsOf(html: string): { css: string[]; js: string[]; payload: string[] } {
  const document = parse(html);
  const css = stylesheetsOf(document);
  const scripts = scriptsOf(document)
    .filter((script) => !script.noModule)
    .map((script) => script.src);
  const isPayload = (src: string) => src.includes(`/${payloadFolder}/`);
  return { css: [...new Set(css)], js: [...new Set(scripts.filter((src) => !isPayload(src)))], payload: scripts.filter(isPayload) };
}

export function measurePage(outDir: string, file: string, basePath = ''): PageBytes {
  const htmlPath = join(outDir, file);
  if (!existsSync(htmlPath)) throw new Error(`${htmlPath} is missing: build first`);
  const html = readFileSync(htmlPath);
  const { css, js, payload } = assetsOf(html.toString('utf8'));
  const local = (url: string) => join(outDir, url.slice(basePath.length));
  const sum = (urls: readonly string[]) => urls.reduce((total, url) => total + gzipSize(readFileSync(local(url))), 0);
  return { html: gzipSize(html), css: sum(css), js: sum(js), payload: sum(payload), stylesheets: css.length, scripts: js.length };
}

export const hasShow = (outDir: string): boolean => existsSync(join(outDir, 'podcast.html'));

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
