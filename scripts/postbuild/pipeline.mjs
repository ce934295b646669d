// The post-build pipeline: each exported page is read once, parsed once, passed through an
// ordered list of named steps, serialised once and written once.
// A step is `{ name, page(page), verify?(html, page), finish?() }`: `page` changes the tree and
// states what it expects of it (`page.expect`), `verify` checks the written text, `finish` runs
// once after every page (files beside the pages, such as `_headers`). An unmet expectation fails
// the build, naming the step, the page and what was expected: when Next's output changes shape,
// a step stops loudly instead of doing nothing.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { htmlFiles } from './export-files.mjs';
import { parse, serialize } from './html.mjs';

/** `expect(condition, what)` for one step on one page: throws, naming both, unless `condition`. */
export const expecter = (step, name) => (condition, what) => {
  if (!condition) throw new Error(`postbuild ${step}: ${name}: expected ${what}`);
};

/** The page of one exported file: its name in the export (`about.html`) and its parsed tree. */
export function pageOf(outDir, file, html = readFileSync(file, 'utf8')) {
  return { file, name: relative(outDir, file).replace(/\\/g, '/'), document: parse(html) };
}

/** Runs `steps` over the text of one page; returns the text to write. */
export function transform(page, steps) {
  for (const step of steps) step.page(page, expecter(step.name, page.name));
  const html = serialize(page.document);
  for (const step of steps) step.verify?.(html, expecter(step.name, page.name));
  return html;
}

/** Runs `steps` over every page of `outDir`, writing each page once, then each step's `finish`. */
export function runPipeline(outDir, steps) {
  const files = htmlFiles(outDir);
  for (const file of files) writeFileSync(file, transform(pageOf(outDir, file), steps));
  return Object.fromEntries(steps.map((step) => [step.name, step.finish?.() ?? files.length]));
}
