// A copy of the project (node_modules hard-linked: Turbopack refuses a symlinked one) for what must
// not touch the working tree. Its content is the specification's: what the owner changes never moves a test.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { photoPaths } from '../pipeline/photo-files.ts';

/** The copy `npm test` runs in, kept after the run for what a failure left (its test-results/). */
export const testFolder = '.test';
/** The folders the copies are made in: never copied into one another, ignored by git and every tool. */
const copyFolders = ['.repro', '.delivery', '.base', '.editor', '.scale', testFolder] as const;
/** Not copied: outputs, caches, history, the copies and the packages (linked instead). */
const skipped = new Set<string>(['node_modules', '.git', '.next', 'test-results', 'playwright-report', '.bench', '.wrangler', '.samples', ...copyFolders]);
const copied = (source: string) => !skipped.has(source.split('/')[0] ?? '') && !/^out(-|$)/.test(source);

/** The specification's content: its data files as the specification gives them (tests/spec/README.md). */
export const specContent = 'tests/spec/content';

/** Copies the project's files (not its outputs) into `work`, its packages linked, its content the specification's. */
function copyProject(work: string) {
  cpSync('.', work, { recursive: true, filter: copied });
  if (!existsSync(join(work, 'node_modules'))) execFileSync('cp', ['-al', 'node_modules', join(work, 'node_modules')]);
  // His content goes, the specification's replaces it; a page an engineer added keeps its own.
  const content = join(work, 'content');
  for (const entry of readdirSync(content, { withFileTypes: true }))
    if (entry.isDirectory()) rmSync(join(content, entry.name), { recursive: true, force: true });
  cpSync(specContent, content, { recursive: true });
}

/** Made anew when `fresh`; else brought up to date with its outputs kept, for a lane run alone. */
export function testCopy(fresh: boolean): string {
  if (fresh) rmSync(testFolder, { recursive: true, force: true });
  copyProject(testFolder);
  return testFolder;
}

/** Copies the project to `work`, runs `run` on the copy and removes it, whatever happens. */
export async function inCopy<T>(work: string, run: (work: string) => T | Promise<T>): Promise<T> {
  rmSync(work, { recursive: true, force: true });
  try {
    copyProject(work);
    return await run(work);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The copy is removed whatever happens. */
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
    keepPhotoCache(work);
  });
}

/** The photos a copy encoded, kept for the next copy (the cache is named by content and encoder settings, scripts/pipeline/photos.ts). */
export function keepPhotoCache(work: string) {
  if (existsSync(join(work, photoPaths.cacheDir))) cpSync(join(work, photoPaths.cacheDir), photoPaths.cacheDir, { recursive: true, force: false });
}
