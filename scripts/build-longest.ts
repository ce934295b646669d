// `npm run build:longest`: the site with every owner text and list at its schema's limit
// (scripts/longest-content.ts), built into out-longest/ for the layout journeys
// (e2e/*.longest.spec.ts). The pages import their data files, so the build runs in a copy of
// the project under .longest/ (node_modules hard-linked: a copy in seconds, and Turbopack
// refuses a symlinked one); the working tree's files are never touched.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { longestContent } from './longest-content.ts';

const work = '.longest';
const target = 'out-longest';
/** Not copied: outputs, caches, history and the packages (linked instead). */
const skipped = new Set(['node_modules', '.git', '.next', work, 'test-results', 'playwright-report', '.cms-build', '.bench', '.repro', '.wrangler', '.samples']);

rmSync(work, { recursive: true, force: true });
try {
  cpSync('.', work, { recursive: true, filter: (source) => !skipped.has(source.split('/')[0] ?? '') && !/^out(-|$)/.test(source) });
  execFileSync('cp', ['-al', 'node_modules', join(work, 'node_modules')]);
  const files = longestContent((file) => readFileSync(file, 'utf8'));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(work, file), text);
  console.log(`build:longest: ${Object.keys(files).length} data files at their limits in ${work}/`);
  execFileSync('npm', ['run', 'build'], { cwd: work, stdio: 'inherit' });
  rmSync(target, { recursive: true, force: true });
  renameSync(join(work, 'out'), target);
  console.log(`build:longest: the site at its limits in ${target}/`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
