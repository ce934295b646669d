#!/usr/bin/env node
// npm run reproducible: a second clean build on the oldest supported Node must write the same out/,
// byte for byte (but the copyright year), so a deploy of the same sources invalidates no cache.
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { delimiter, dirname, join, relative } from 'node:path';
import { buildInCopy } from './build-copy.ts';
import { filesIn } from '../pipeline/files.ts';

/** The oldest release of the oldest Node line package.json's "engines" allows, as the npm registry ships it. */
export const oldestNode = '22.23.3';
const second = '.repro/out';

/** Every file under `dir`, relative to it, sorted. */
const relativeFiles = (dir: string): string[] =>
  filesIn(dir)
    .map((file) => relative(dir, file))
    .sort();

/** The files that differ between two exports: in one only, or with other bytes. */
export function differences(a: string, b: string): string[] {
  const [left, right] = [relativeFiles(a), relativeFiles(b)];
  const onlyLeft = left.filter((file) => !right.includes(file)).map((file) => `${file} (only in the first build)`);
  const onlyRight = right.filter((file) => !left.includes(file)).map((file) => `${file} (only in the second build)`);
  const changed = left.filter((file) => right.includes(file) && !readFileSync(join(a, file)).equals(readFileSync(join(b, file))));
  return [...onlyLeft, ...onlyRight, ...changed];
}

/** The PATH with the oldest Node first: .ci/use-node.sh takes that release from the npm registry (once; it is kept in a cache folder). */
export function oldestNodePath(): { PATH: string } {
  const node = execFileSync('bash', ['-c', `source .ci/use-node.sh ${oldestNode} >&2 && command -v node`], { encoding: 'utf8' }).trim();
  return { PATH: `${dirname(node)}${delimiter}${process.env.PATH ?? ''}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildInCopy({ work: '.repro/work', target: second, env: oldestNodePath(), prepare() {} });
  const differ = differences('out', second);
  rmSync('.repro', { recursive: true, force: true });
  if (differ.length) {
    console.error(`reproducible: out/ and a clean build on Node ${oldestNode} differ in ${differ.length} files:\n  ${differ.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`reproducible: a clean build on Node ${oldestNode} wrote the same ${relativeFiles('out').length} files as out/, byte for byte`);
}
