#!/usr/bin/env node
// `npm run test:screens:update`: the approved pictures taken again, of the exports `npm test`
// built in its copy (.test/, whose content is the specification's: scripts/test/build-copy.ts),
// and brought back into the project's e2e/…-snapshots/ folders, to look at and commit.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { testCopy, testFolder } from './build-copy.ts';

if (!existsSync(join(testFolder, 'out'))) {
  console.error(`test:screens:update: no exports in ${testFolder}/ yet: run \`npm test\` once (or \`npm test -- builds\`), then this again.`);
  process.exit(1);
}
testCopy(false); // this tree's code and pages, beside the exports already built
const projects = ['desktop-pictures', 'phone-pictures', 'longest-pictures'].flatMap((name) => ['--project', name]);
try {
  execFileSync('npx', ['playwright', 'test', ...projects, '--update-snapshots', ...process.argv.slice(2)], { cwd: testFolder, stdio: 'inherit' });
} finally {
  for (const folder of readdirSync(join(testFolder, 'e2e')).filter((name) => name.endsWith('-snapshots'))) {
    cpSync(join(testFolder, 'e2e', folder), join('e2e', folder), { recursive: true });
  }
}
