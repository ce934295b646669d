#!/usr/bin/env node
// `npm run test:cms`: the owner's editing journeys in a copy of the project, so the working tree never
// changes. Arguments go to Playwright; a failure leaves test-results/editor/.
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
        // No Turbopack cache in a copy; git stops at the copy, so Put it online never reaches the real repository.
        env: { ...process.env, THROWAWAY_COPY: '1', GIT_CEILING_DIRECTORIES: resolve(work, '..') },
      }).on('close', (code) => settle(code ?? 1));
    }),
);
if (status !== 0) showPages();
process.exit(status);

/** Printed, because CI keeps only what the run printed. */
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
