#!/usr/bin/env node
// The byte budget: deterministic sizes of the exported pages (gzipped), a CI check; with
// --photos, also the photos a phone fetches on first load (scripts/photo-bytes.mjs), measured
// in Chromium. Timings are noisy on shared machines and live in `npm run bench` instead.
// Usage: node scripts/budget.mjs [--photos] [outDir ...] (default out/).
import { checkBudget, kb, measurePage, pagesOf } from './page-bytes.mjs';
import { checkPhotoBudget, measurePhotos } from './photo-bytes.mjs';

const args = process.argv.slice(2);
const withPhotos = args.includes('--photos');
const outDirs = args.filter((arg) => arg !== '--photos');
let failed = 0;
for (const outDir of outDirs.length ? outDirs : ['out']) {
  const pages = pagesOf(outDir);
  const photos = withPhotos ? await measurePhotos(outDir, pages) : undefined;
  console.log(`\n${outDir}/\nroute       HTML      CSS      JS        sheets  scripts${photos ? '  photos: before LCP  first load' : ''}`);
  for (const { route, file } of pages) {
    const bytes = measurePage(outDir, file);
    const photo = photos?.get(route);
    const misses = [...checkBudget(bytes), ...(photo ? checkPhotoBudget(photo) : [])];
    failed += misses.length ? 1 : 0;
    const photoColumns = photo ? ` ${kb(photo.beforeLcp).padEnd(19)} ${kb(photo.firstLoad).padEnd(10)}` : '';
    console.log(
      `${route.padEnd(11)} ${kb(bytes.html).padEnd(9)} ${kb(bytes.css).padEnd(8)} ${kb(bytes.js).padEnd(9)} ${String(bytes.stylesheets).padEnd(7)} ${String(bytes.scripts).padEnd(8)}${photoColumns}  ${misses.length ? `OVER BUDGET: ${misses.join(', ')}` : 'ok'}`,
    );
  }
}
console.log(`byte budget: ${failed ? `${failed} page${failed === 1 ? '' : 's'} over` : 'every page within'}`);
process.exit(failed ? 1 : 0);
