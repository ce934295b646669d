#!/usr/bin/env node
// After `next build`: one pass over the exported pages (./postbuild/pipeline.ts), each step failing the
// build with the page's name where a page does not meet its expectation (docs/decisions/0001), then the
// search index from the pages as served.
import { appendFileSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildConfig } from '#model/buildConfig.ts';
import { deliveryWarning } from '#model/delivery.ts';
import { resolveAnalytics, resolveDelivery, webFont } from '#model/settings.ts';
import { siteUrl } from '#model/seo.ts';
import { episodePath, showEpisodes } from '#model/episodes.ts';
import { transcriptPages } from '#model/episodeTranscripts.ts';
import { everyPage } from '#model/everyPage.ts';
import { audioOrigins } from '#model/schema/podcast.ts';
import { adminPolicy, adminSettings } from './admin.ts';
import { fileOfRoute, pathsFor } from './clean-urls.ts';
import { countVisit } from './postbuild/count-visit.ts';
import { csp, maxHeaderRules } from './postbuild/csp.ts';
import { deferScripts } from './postbuild/defer-scripts.ts';
import { mergeCss } from './postbuild/merge-css.ts';
import { payloadFile } from './postbuild/payload-file.ts';
import { preloadFont } from './postbuild/preload-font.ts';
import { manifestFont } from './postbuild/next-format.ts';
import { runPipeline } from './postbuild/pipeline.ts';
import { speculation } from './postbuild/speculation.ts';
import { holdPhotos } from './postbuild/hold-photos.ts';
import { joinHeadScripts } from './postbuild/join-head-scripts.ts';
import { graphsOf, structuredData } from './postbuild/structured-data.ts';
import { writeSearchIndex } from './postbuild/search-index.ts';
import { preloadSearch } from './postbuild/search-preload.ts';
import { searchPath } from '#model/routes.ts';
import { exportSize, sizeProblems } from './export-size.ts';

const outDir = process.argv[2] ?? 'out';
const basePath = buildConfig.BASE_PATH ?? '';
const delivery = resolveDelivery();

const everyOne = await everyPage();
const pages = everyOne.map(({ path }) => path);
const missing = pages.map(fileOfRoute).filter((file) => !existsSync(join(outDir, file)));
if (missing.length) throw new Error(`postbuild: content/ has pages the export lacks: ${missing.join(', ')}`);

// An episode's and its transcript's pages allow its audio host alone; the listing has no player, and allows none.
const media = new Map(
  pages.includes('/podcast')
    ? [...showEpisodes.map((episode) => ({ episode, path: episodePath(episode) })), ...(await transcriptPages())].map(
        ({ episode, path }) => [fileOfRoute(path), audioOrigins([episode])] as const,
      )
    : [],
);

const statistics = resolveAnalytics();
const done = runPipeline(outDir, [
  structuredData(graphsOf(outDir)),
  preloadFont({ font: manifestFont(), basePath, pages: new Set(pages.map(fileOfRoute)), webFont, outDir }),
  mergeCss({ outDir, basePath }),
  payloadFile({ outDir, basePath }),
  deferScripts(),
  ...(statistics ? [countVisit(statistics)] : []),
  holdPhotos(),
  joinHeadScripts(),
  speculation(basePath),
  // A search on a page with a player is the same document (SearchByScripts.tsx).
  csp({
    outDir,
    basePath,
    delivery,
    media,
    wasm: new Set([fileOfRoute(searchPath), ...[...media].flatMap(([file, origins]) => (origins.length ? [file] : []))]),
  }),
]);
// The search index, from the pages as they now are: every page but the search page itself, each with what it is.
const searched = await writeSearchIndex(
  outDir,
  everyOne.flatMap(({ path, kind, date, title }) => (path === searchPath || kind === 'Listing' ? [] : [{ route: path, kind, date, title }])),
);
const searchFile = fileOfRoute(searchPath);
const preloaded = existsSync(join(outDir, searchFile)) ? preloadSearch(outDir, searchFile, basePath) : 'no search page';
// The graphs are in their pages now: their source file is the build's, not the site's.
rmSync(join(outDir, 'structured-data.json'));
// The CMS's page keeps its own policy (scripts/pipeline/admin.ts), and stays out of search results.
const adminHeaders = `  Content-Security-Policy: ${adminPolicy(adminSettings(), { header: true })}\n  X-Robots-Tag: noindex`;
appendFileSync(
  join(outDir, '_headers'),
  pathsFor('admin.html', basePath)
    .map((path) => `${path}\n${adminHeaders}\n`)
    .join(''),
);
// Cloudflare Pages takes at most 100 rules (the articles and episodes share one per folder: ./postbuild/csp.ts).
const headerRules = readFileSync(join(outDir, '_headers'), 'utf8').match(/^\/\S*$/gm)?.length ?? 0;
if (headerRules > maxHeaderRules) throw new Error(`postbuild: ${outDir}/_headers has ${headerRules} rules; Cloudflare Pages takes at most ${maxHeaderRules}`);
// Every host takes the export (model/exportBounds.ts): past a bound, the build stops rather than a host refusing the deploy.
const size = exportSize(outDir);
const tooBig = sizeProblems(size);
if (tooBig.length) throw new Error(`postbuild: ${outDir} would not deploy to every host: ${tooBig.join('; ')}`);
const sheets = [...done['merge-css'].values()];
console.log(
  `postbuild: JSON-LD inlined into ${done['structured-data']} pages; ${webFont ? `the font preloaded on ${done['preload-font']} more pages` : `no font preloaded (the visitor's own typeface), ${done['preload-font']} of Next's links taken away`}; ${Math.min(...sheets)}–${Math.max(...sheets)} stylesheets per page merged into one; the React payload in ${done['payload-file']} files of its own; scripts held back until the first intent on ${done['defer-scripts']} pages, lazy photos until they near the screen on ${done['hold-photos']}; speculation rules on ${done.speculation}; CSP hashed into every page, ${done.csp} _headers rules; the search index made of ${searched}, ${preloaded}; ${size.files} files, ${(size.bytes / 1_000_000).toFixed(1)} MB`,
);

const warning = deliveryWarning(delivery, siteUrl.origin);
if (warning) {
  const [headline, ...detail] = warning.split('\n');
  console.warn(`\n\x1b[33mwarning: ${headline}\x1b[0m\n${detail.join('\n')}\n`);
}
if (delivery.kind !== 'log') console.log(`postbuild: the contact form delivers to ${delivery.kind === 'endpoint' ? delivery.url : 'Netlify Forms'}`);
