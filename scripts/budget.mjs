#!/usr/bin/env node
// The byte budget, as a CI check: deterministic sizes of the exported pages, gzipped.
// (Timings are noisy on shared machines and live in `npm run bench` instead.)
import { checkBudget, kb, measurePage, pagesOf } from './page-bytes.mjs';

const outDir = process.argv[2] ?? 'out';
const pages = pagesOf(outDir);
let failed = 0;
console.log('route       HTML      CSS      JS        sheets  scripts');
for (const { route, file } of pages) {
  const bytes = measurePage(outDir, file);
  const misses = checkBudget(bytes);
  failed += misses.length ? 1 : 0;
  console.log(
    `${route.padEnd(11)} ${kb(bytes.html).padEnd(9)} ${kb(bytes.css).padEnd(8)} ${kb(bytes.js).padEnd(9)} ${String(bytes.stylesheets).padEnd(7)} ${bytes.scripts}  ${misses.length ? `OVER BUDGET: ${misses.join(', ')}` : 'ok'}`,
  );
}
console.log(`byte budget: ${pages.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
