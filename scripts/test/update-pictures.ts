#!/usr/bin/env node
// `npm run test:screens:update`: the approved pictures taken again, of the exports `npm test`
// built in its copy (.test/, whose content is the specification's: scripts/test/build-copy.ts),
// and brought back into the project's e2e/…-snapshots/ folders, to look at and commit.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { testCopy, testFolder } from './build-copy.ts';
import { chromiumVersion, pinnedFiles } from '../tools/chromium.ts';
import { unpackPinnedChromium } from '../tools/pinned-chromium.ts';
import { drawnByFile } from '../../e2e/pictures.ts';

if (!existsSync(join(testFolder, 'out'))) {
  console.error(`test:screens:update: no exports in ${testFolder}/ yet: run \`npm test\` once (or \`npm test -- builds\`), then this again.`);
  process.exit(1);
}
console.log(await unpackPinnedChromium());
testCopy(false); // this tree's code and pages, beside the exports already built
const projects = ['desktop-pictures', 'phone-pictures', 'longest-pictures'].flatMap((name) => ['--project', name]);
try {
  execFileSync('npx', ['playwright', 'test', ...projects, '--update-snapshots', ...process.argv.slice(2)], {
    cwd: testFolder,
    stdio: 'inherit',
    env: { ...process.env, APPROVING_PICTURES: '1' },
  });
  // The pictures are now this browser's: the release that drew them is recorded beside them.
  writeFileSync(drawnByFile, `${JSON.stringify({ chromium: chromiumVersion(pinnedFiles.browser) }, null, 2)}\n`);
} finally {
  for (const folder of readdirSync(join(testFolder, 'e2e')).filter((name) => name.endsWith('-snapshots'))) {
    cpSync(join(testFolder, 'e2e', folder), join('e2e', folder), { recursive: true });
  }
}
