// A build of the site from a copy of the project (node_modules hard-linked: a copy in seconds,
// and Turbopack refuses a symlinked one), for the variants whose data files differ from the
// working tree's: the pages import their data files, and the working tree is never touched.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { photoPaths } from '../build/photos.ts';

/** Not copied: outputs, caches, history and the packages (linked instead). */
const skipped = new Set(['node_modules', '.git', '.next', 'test-results', 'playwright-report', '.bench', '.repro', '.wrangler', '.samples', '.delivery', '.base']);

/**
 * Copies the project to `work`, lets `prepare` change the copy, builds it with `env` added and
 * moves its export to `target`. The copy is removed whatever happens.
 */
export async function buildInCopy({ work, target, env = {}, prepare }: { work: string; target: string; env?: Record<string, string>; prepare: (work: string) => void | Promise<void> }) {
  rmSync(work, { recursive: true, force: true });
  try {
    cpSync('.', work, { recursive: true, filter: (source) => !skipped.has(source.split('/')[0] ?? '') && !/^out(-|$)/.test(source) });
    execFileSync('cp', ['-al', 'node_modules', join(work, 'node_modules')]);
    await prepare(work);
    execFileSync('npm', ['run', 'build'], { cwd: work, stdio: 'inherit', env: { ...process.env, ...env } });
    rmSync(target, { recursive: true, force: true });
    renameSync(join(work, 'out'), target);
    // The photos it encoded, kept for the next copy (the cache is named by content and encoder settings, scripts/build/photos.ts).
    if (existsSync(join(work, photoPaths.cacheDir))) cpSync(join(work, photoPaths.cacheDir), photoPaths.cacheDir, { recursive: true, force: false });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
