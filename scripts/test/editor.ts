#!/usr/bin/env node
// `npm run test:cms`: the owner's editing journeys (e2e/cms/, playwright.cms.config.ts) in a copy
// of the project (scripts/test/build-copy.ts). They save the data files and articles as the owner
// does; in a copy, the working tree is never changed, even by a run stopped half-way, and
// `npm test` runs them beside the checks and builds, which read the working tree's files.
// Arguments go to Playwright (a spec, `--trace on`); what a failed journey leaves is in test-results/editor/.
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inCopy } from './build-copy.ts';
import { unpackPinnedChromium } from '../tools/pinned-chromium.ts';
import { notAPhoto } from '../../playwright.cms.config.ts';

const output = resolve('test-results/editor');
/** A failed journey's page outline, at most this many lines of it (the form of one entry fits). */
const shownLines = 80;
// Ctrl+C reaches Playwright too, which stops the editor it started and ends; the copy goes after it.
process.on('SIGINT', () => {});
console.log(await unpackPinnedChromium());
const status = await inCopy(
  '.editor',
  (work) =>
    new Promise<number>((settle) => {
      mkdirSync(join(work, 'content/photos'), { recursive: true });
      writeFileSync(join(work, notAPhoto), '<html>The download failed.</html>');
      // The show as a refresh stored it, so that the CMS offers its transcripts (e2e/cms/transcript.cms.spec.ts).
      copyFileSync('scripts/test/editor-episodes.json', join(work, 'content/episodes.json'));
      spawn('npx', ['playwright', 'test', '--config', 'playwright.cms.config.ts', '--output', output, ...process.argv.slice(2)], {
        cwd: work,
        stdio: 'inherit',
        // The editor's dev server writes no Turbopack cache in the copy, which goes after it (next.config.mjs).
        // git stops at the copy: a press of Put it online there never reaches the repository it is a copy from.
        env: { ...process.env, THROWAWAY_COPY: '1', GIT_CEILING_DIRECTORIES: resolve(work, '..') },
      }).on('close', (code) => settle(code ?? 1));
    }),
);
if (status !== 0) showPages();
process.exit(status);

/**
 * What the CMS showed when each journey failed: the page's outline Playwright keeps beside the
 * failure (error-context.md), printed here, because CI keeps only what the run printed.
 */
function showPages() {
  if (!existsSync(output)) return;
  for (const failed of readdirSync(output)) {
    const context = join(output, failed, 'error-context.md');
    if (!existsSync(context)) continue;
    const outline = /```yaml\n([\s\S]*?)```/.exec(readFileSync(context, 'utf8'))?.[1] ?? '(no outline of the page)\n';
    const lines = outline.split('\n');
    const shown = lines.length > shownLines ? [...lines.slice(0, shownLines), `… ${lines.length - shownLines} lines more in ${context}`] : lines;
    console.log(`\nWhat the page showed when ${failed} failed:\n${shown.join('\n')}`);
  }
}
