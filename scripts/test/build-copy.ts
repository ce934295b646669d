// A copy of the project (node_modules hard-linked: a copy in seconds, and Turbopack refuses a
// symlinked one), for what must not touch the working tree: a build of a variant whose data files
// differ (the pages import their data files), and the editor's journeys, which save data files.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { photoPaths } from '../build/photos.ts';

/** The folders the copies are made in: never copied into one another, ignored by git and every tool. */
const copyFolders = ['.repro', '.delivery', '.base', '.editor'] as const;
/** Not copied: outputs, caches, history, the copies and the packages (linked instead). */
const skipped = new Set<string>(['node_modules', '.git', '.next', 'test-results', 'playwright-report', '.bench', '.wrangler', '.samples', ...copyFolders]);

/** Copies the project to `work`, runs `run` on the copy and removes it, whatever happens. */
export async function inCopy<T>(work: string, run: (work: string) => T | Promise<T>): Promise<T> {
  rmSync(work, { recursive: true, force: true });
  try {
    cpSync('.', work, { recursive: true, filter: (source) => !skipped.has(source.split('/')[0] ?? '') && !/^out(-|$)/.test(source) });
    execFileSync('cp', ['-al', 'node_modules', join(work, 'node_modules')]);
    return await run(work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Copies the project to `work`, lets `prepare` change the copy, builds it with `env` added and
 * moves its export to `target`. The copy is removed whatever happens.
 */
export async function buildInCopy({
  work,
  target,
  env = {},
  prepare,
}: {
  work: string;
  target: string;
  env?: Record<string, string>;
  prepare: (work: string) => void | Promise<void>;
}) {
  await inCopy(work, async () => {
    await prepare(work);
    execFileSync('npm', ['run', 'build'], { cwd: work, stdio: 'inherit', env: { ...process.env, THROWAWAY_COPY: '1', ...env } });
    rmSync(target, { recursive: true, force: true });
    renameSync(join(work, 'out'), target);
    // The photos it encoded, kept for the next copy (the cache is named by content and encoder settings, scripts/build/photos.ts).
    if (existsSync(join(work, photoPaths.cacheDir))) cpSync(join(work, photoPaths.cacheDir), photoPaths.cacheDir, { recursive: true, force: false });
  });
}
