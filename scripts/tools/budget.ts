#!/usr/bin/env node
// The byte budget, a CI check: the sizes of the exported pages (gzipped), and the photo bytes
// a phone fetches before the largest paint and on first load (scripts/tools/photo-bytes.ts,
// measured in Chromium: bytes of real files, so they move only when the pages or photos do).
// Timings are noisy on shared machines and live in `npm run bench` instead.
// Usage: node scripts/tools/budget.ts [outDir ...] (default out/).
import { budget, checkBudget, kb, measurePage, pagesOf } from './page-bytes.ts';
import { checkPhotoBudget, measurePhotos } from './photo-bytes.ts';

const outDirs = process.argv.slice(2);

/**
 * The pages known over, and by how much they may be: the all-services variant stacks every
 * optional service (statistics, the form's service, the feed's covers) on the owner's own photos.
 * Its home page's HTML was a few dozen bytes over one round trip (14,624 B on 2026-11-24); since
 * the statistics count a reader who never does anything (scripts/build/postbuild/count-visit.ts),
 * each of its pages carries 0.7 KB more, last in <body>, after the first screen, which still
 * comes within the first round trip (15,500 and 14,886 B on 2026-11-25). They may not grow past
 * this, and every other limit holds.
 */
const knownOver: Record<string, number> = { 'out-delivery /': 15_600, 'out-delivery /ventures': 15_000 };
const dirs = outDirs.length ? outDirs : ['out'];
// Each export's own pages: every build's, and those only some builds make that it has.
const pagesIn = new Map(dirs.map((outDir) => [outDir, pagesOf(outDir)]));
// The exports side by side, each on a port of its own: a page's load waits on its throttled
// network, not on the processor, so this halves the wait and moves no figure.
const measured = await Promise.all(dirs.map((outDir, index) => measurePhotos(outDir, pagesIn.get(outDir) ?? [], index)));
let failed = 0;
for (const [index, outDir] of dirs.entries()) {
  const photos = measured[index] ?? new Map();
  const width = Math.max(11, ...(pagesIn.get(outDir) ?? []).map(({ route }) => route.length + 1));
  console.log(`\n${outDir}/\n${'route'.padEnd(width)} HTML      CSS      JS        sheets  scripts  photos: before LCP  first load`);
  for (const { route, file } of pagesIn.get(outDir) ?? []) {
    const bytes = measurePage(outDir, file);
    const photo = photos.get(route);
    if (!photo) throw new Error(`budget: ${route} on ${outDir}/ was not measured`);
    const allowance = knownOver[`${outDir} ${route}`];
    const known = allowance !== undefined && bytes.html > budget.htmlGzip && bytes.html <= allowance;
    const misses = [...checkBudget(known ? { ...bytes, html: budget.htmlGzip } : bytes), ...checkPhotoBudget(photo)];
    failed += misses.length ? 1 : 0;
    console.log(
      `${route.padEnd(width)} ${kb(bytes.html).padEnd(9)} ${kb(bytes.css).padEnd(8)} ${kb(bytes.js).padEnd(9)} ${String(bytes.stylesheets).padEnd(7)} ${String(bytes.scripts).padEnd(8)} ${kb(photo.beforeLcp).padEnd(19)} ${kb(photo.firstLoad).padEnd(10)}  ${misses.length ? `OVER BUDGET: ${misses.join(', ')}` : known ? `ok but HTML over by ${bytes.html - budget.htmlGzip} B, known (at most ${allowance} B)` : 'ok'}`,
    );
  }
}
console.log(`byte budget: ${failed ? `${failed} page${failed === 1 ? '' : 's'} over` : 'every page within'}`);
process.exit(failed ? 1 : 0);
