#!/usr/bin/env node
// `npm run test:cms`: the owner's editing journeys (e2e/cms/, playwright.cms.config.ts) in a copy
// of the project (scripts/test/build-copy.ts). They save the data files and articles as the owner
// does; in a copy, the working tree is never changed, even by a run stopped half-way, and
// `npm test` runs them beside the checks and builds, which read the working tree's files.
// Arguments go to Playwright (a spec, `--trace on`); what a failed journey leaves is in test-results/editor/.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { inCopy } from './build-copy.ts';
import { notAPhoto } from '../../playwright.cms.config.ts';

const output = resolve('test-results/editor');
// Ctrl+C reaches Playwright too, which stops the editor it started and ends; the copy goes after it.
process.on('SIGINT', () => {});
const status = await inCopy(
  '.editor',
  (work) =>
    new Promise<number>((settle) => {
      mkdirSync(join(work, 'content/photos'), { recursive: true });
      writeFileSync(join(work, notAPhoto), '<html>The download failed.</html>');
      // The show as a refresh stored it, so that the CMS offers its transcripts (e2e/cms/transcript.cms.spec.ts).
      copyFileSync('scripts/test/editor-episodes.json', join(work, 'content/episodes.json'));
      spawn('npx', ['playwright', 'test', '--config', 'playwright.cms.config.ts', '--output', output, ...process.argv.slice(2)], { cwd: work, stdio: 'inherit' }).on('close', (code) => settle(code ?? 1));
    }),
);
process.exit(status);
