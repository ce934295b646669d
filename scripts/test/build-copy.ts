// A copy of the project (node_modules hard-linked: a copy in seconds, and Turbopack refuses a
// symlinked one), for what must not touch the working tree: a build of a variant whose data files
// differ (the pages import their data files), the editor's journeys, which save data files, and
// the whole of `npm test` (scripts/test/lanes.ts). Every copy's content is the specification's
// (tests/spec/): what the owner changes in his own never moves a test.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { photoPaths } from '../pipeline/photos.ts';

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
  // His articles, photos and show go, and the specification's data files replace his; a page an
  // engineer added (npm run new:page) keeps its own.
  const content = join(work, 'content');
  for (const entry of readdirSync(content, { withFileTypes: true }))
    if (entry.isDirectory()) rmSync(join(content, entry.name), { recursive: true, force: true });
  cpSync(specContent, content, { recursive: true });
}

/**
 * The copy `npm test` runs in: made anew when `fresh` (a run that builds); else its files brought
 * up to date and its outputs kept, for a lane run alone after the builds.
 */
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
    keepPhotoCache(work);
  });
}

/** The photos a copy encoded, kept for the next copy (the cache is named by content and encoder settings, scripts/pipeline/photos.ts). */
export function keepPhotoCache(work: string) {
  if (existsSync(join(work, photoPaths.cacheDir))) cpSync(join(work, photoPaths.cacheDir), photoPaths.cacheDir, { recursive: true, force: false });
}
