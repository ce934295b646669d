#!/usr/bin/env node
// The byte budget, a CI check: pages gzipped (HTML with the largest host's headers, in one round trip),
// the photos a phone fetches, and one search's bytes. Timings live in `npm run bench`.
// Usage: node scripts/measure/budget.ts [outDir ...] (default out/).
import { budget, checkBudget, hasShow, kb, measurePage, pagesOf } from './page-bytes.ts';
import { checkPhotoBudget, measurePhotos } from './photo-bytes.ts';
import { firstRoundTrip } from '../tools/host-headers.ts';
import { measuredQuery, measureSearch, searchBudget } from './search-bytes.ts';
import { unpackPinnedChromium } from '../tools/pinned-chromium.ts';

const outDirs = process.argv.slice(2);

const dirs = outDirs.length ? outDirs : ['out'];
// Each export's own pages: every build's, and those only some builds make that it has.
const pagesIn = new Map(dirs.map((outDir) => [outDir, pagesOf(outDir)]));
await unpackPinnedChromium(); // the photos a phone fetches are measured in the tests' browser
// Side by side: a load waits on its throttled network, not the processor.
const measured = await Promise.all(dirs.map((outDir, index) => measurePhotos(outDir, pagesIn.get(outDir) ?? [], index)));
let failed = 0;
for (const [index, outDir] of dirs.entries()) {
  const photos = measured[index] ?? new Map();
  const width = Math.max(11, ...(pagesIn.get(outDir) ?? []).map(({ route }) => route.length + 1));
  console.log(
    `\n${outDir}/\n${'route'.padEnd(width)} HTML      +headers (host)            margin   CSS      JS        payload  sheets  scripts  photos: before LCP  first load`,
  );
  for (const { route, file } of pagesIn.get(outDir) ?? []) {
    const bytes = measurePage(outDir, file);
    const photo = photos.get(route);
    if (!photo) throw new Error(`budget: ${route} on ${outDir}/ was not measured`);
    // The first round trip carries the headers too: the host that sends the most.
    const { bytes: firstTrip, host } = firstRoundTrip(outDir, route, bytes.html);
    const misses = [...checkBudget({ ...bytes, html: firstTrip }, { show: hasShow(outDir) }), ...checkPhotoBudget(photo)];
    failed += misses.length ? 1 : 0;
    console.log(
      `${route.padEnd(width)} ${kb(bytes.html).padEnd(9)} ${`${kb(firstTrip)} (${host})`.padEnd(26)} ${`${budget.htmlGzip - firstTrip} B`.padEnd(8)} ${kb(bytes.css).padEnd(8)} ${kb(bytes.js).padEnd(9)} ${kb(bytes.payload).padEnd(8)} ${String(bytes.stylesheets).padEnd(7)} ${String(bytes.scripts).padEnd(8)} ${kb(photo.beforeLcp).padEnd(19)} ${kb(photo.firstLoad).padEnd(10)}  ${misses.length ? `OVER BUDGET: ${misses.join(', ')}` : 'ok'}`,
    );
  }
}
// The first search's bytes, beside the pages': what only a searcher pays (the exports side by side, as the photos), none of it the page's own scripts.
const searches = await Promise.all(dirs.map((outDir, index) => measureSearch(outDir, index)));
for (const [index, outDir] of dirs.entries()) {
  const search = searches[index];
  if (!search) continue;
  const misses = [...(search.bytes > searchBudget ? [`over ${kb(searchBudget)}`] : []), ...(search.scripts ? [`${search.scripts} of the page's scripts`] : [])];
  failed += misses.length ? 1 : 0;
  console.log(
    `${outDir}/ first search (“${measuredQuery}”): ${search.files} files, ${kb(search.bytes)} over the wire, budget ${kb(searchBudget)} and none of the page's scripts${misses.length ? `   OVER BUDGET: ${misses.join(', ')}` : ''}`,
  );
}
console.log(`byte budget: ${failed ? `${failed} page${failed === 1 ? '' : 's'} over` : 'every page within'}`);
process.exit(failed ? 1 : 0);
