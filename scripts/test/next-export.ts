// For the post-build steps' tests: a copy of a saved piece of Next's own export (Next 16.4.6, the
// about page as `next build` writes it, before any step: its HTML, React payload files, linked
// stylesheets and structured-data.json), so a Next upgrade that changes the markup fails a named
// step's test. Refresh it after an upgrade: `npx next build`, then copy those files from out/, and
// .next/server/next-font-manifest.json into its `.server` folder.
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expecter, pageOf } from '../pipeline/postbuild/pipeline.ts';
import type { Page, PageStep } from '../pipeline/postbuild/pipeline.ts';

/** Relative to the project, where the tests run. */
const saved = 'scripts/test/next-export/next-16.4.6';
/** What the same build wrote for its own server: the font manifest (.next/server/next-font-manifest.json). */
export const savedServer = `${saved}.server`;

/** A scratch copy of the saved export, and its about page parsed. */
export function nextExport(): { outDir: string; page: Page } {
  const outDir = mkdtempSync(join(tmpdir(), 'next-export-'));
  cpSync(saved, outDir, { recursive: true });
  return { outDir, page: pageOf(outDir, join(outDir, 'about.html')) };
}

/** A file of an export, as text. */
export const read = (outDir: string, file: string): string => readFileSync(join(outDir, file), 'utf8');

/** Runs one step over a page as the pipeline does. */
export const run = (step: PageStep, page: Page): void => step.page(page, expecter(step.name, page.name));
