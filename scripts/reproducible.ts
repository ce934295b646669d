#!/usr/bin/env node
// npm run reproducible (in `npm test`): two clean builds of the working tree must write the same
// out/, byte for byte, so a deploy of the same sources changes no file and invalidates no cache
// (the build id is a hash of the sources, scripts/build-id.ts; the copyright year is the
// build's year, the one thing allowed to differ). Builds twice from scratch, leaves the second
// out/, and fails naming every file that differs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { filesIn } from './files.ts';

const first = '.repro/out';

/** Every file under `dir`, relative to it, sorted. */
const relativeFiles = (dir: string): string[] => filesIn(dir).map((file) => relative(dir, file)).sort();

/** The files that differ between two exports: in one only, or with other bytes. */
export function differences(a: string, b: string): string[] {
  const [left, right] = [relativeFiles(a), relativeFiles(b)];
  const onlyLeft = left.filter((file) => !right.includes(file)).map((file) => `${file} (only in the first build)`);
  const onlyRight = right.filter((file) => !left.includes(file)).map((file) => `${file} (only in the second build)`);
  const changed = left.filter((file) => right.includes(file) && !readFileSync(join(a, file)).equals(readFileSync(join(b, file))));
  return [...onlyLeft, ...onlyRight, ...changed];
}

function cleanBuild(): void {
  rmSync('.next', { recursive: true, force: true });
  rmSync('out', { recursive: true, force: true });
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  rmSync('.repro', { recursive: true, force: true });
  mkdirSync('.repro');
  cleanBuild();
  renameSync('out', first);
  cleanBuild();
  const differ = existsSync(first) ? differences(first, 'out') : ['the first build'];
  rmSync('.repro', { recursive: true, force: true });
  if (differ.length) {
    console.error(`reproducible: two clean builds differ in ${differ.length} files:\n  ${differ.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`reproducible: two clean builds wrote the same ${relativeFiles('out').length} files, byte for byte`);
}
