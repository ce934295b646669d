// What *Put it online* reads and makes of the repository without touching the working tree, the
// index or any branch: the files of a commit's folder, a snapshot of the working tree's, and new
// trees made in index files of its own (git's plumbing), so nothing an engineer or a save has
// under way is ever reset, stashed or left in conflict.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { git, gitBytes } from './git.ts';

/** A file as git stores it: its mode (100644 a file, 100755 a program, 120000 a link) and its blob. */
export interface Stored {
  mode: string;
  sha: string;
}

/** Whether a stored file is a file's bytes, not a link or a repository inside this one. */
export const isFile = (stored: Stored | undefined): stored is Stored => stored !== undefined && stored.mode.startsWith('100');

/** The files under `dir` of a tree or commit, by path. */
export async function filesOf(root: string, treeish: string, dir: string): Promise<Map<string, Stored>> {
  const out = await git(root, ['ls-tree', '-r', '-z', '--full-tree', '--end-of-options', treeish, '--', dir]);
  const files = new Map<string, Stored>();
  for (const line of out.split('\0').filter(Boolean)) {
    const [meta = '', path = ''] = line.split('\t');
    const [mode = '', , sha = ''] = meta.split(' ');
    files.set(path, { mode, sha });
  }
  return files;
}

/** A stored file's bytes. */
export const bytesOf = (root: string, sha: string) => gitBytes(root, ['cat-file', 'blob', sha]);

/** Stores `bytes` as a blob; its name. */
export const store = async (root: string, bytes: Buffer) => (await git(root, ['hash-object', '-w', '--stdin'], { input: bytes })).trim();

/** A place for index files of our own, removed after use: the repository's own index is never written. */
export async function withScratch<T>(work: (index: (name: string) => { GIT_INDEX_FILE: string }) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'oj-online-'));
  try {
    return await work((name) => ({ GIT_INDEX_FILE: join(dir, name) }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

type Index = { GIT_INDEX_FILE: string };

/** The tree of `treeish` with the working tree's `dir` in place of its own (what `git add --all` would stage), in index `env`. */
export async function snapshot(root: string, treeish: string, dir: string, env: Index): Promise<string> {
  await git(root, ['read-tree', '--end-of-options', treeish], { env });
  await git(root, ['add', '--all', '--', dir], { env });
  return (await git(root, ['write-tree'], { env })).trim();
}

/** The tree of `treeish` with `changes` made (a file set, or removed where undefined), in index `env`. */
export async function treeWith(root: string, treeish: string, changes: ReadonlyMap<string, Stored | undefined>, env: Index): Promise<string> {
  await git(root, ['read-tree', '--end-of-options', treeish], { env });
  const lines = [...changes].map(([path, stored]) => (stored ? `${stored.mode} ${stored.sha}\t${path}` : `0 ${'0'.repeat(40)}\t${path}`));
  if (lines.length) await git(root, ['update-index', '-z', '--index-info'], { env, input: `${lines.join('\0')}\0` });
  return (await git(root, ['write-tree'], { env })).trim();
}

/** The tree of `treeish` with `dir` as `from` has it (the rest as it is), in index `env`. */
export async function withFolderOf(root: string, treeish: string, from: string, dir: string, env: Index): Promise<string> {
  await git(root, ['read-tree', '--end-of-options', treeish], { env });
  await git(root, ['rm', '-r', '-q', '--cached', '--ignore-unmatch', '--', dir], { env });
  const theirs = await git(root, ['ls-tree', '-r', '-z', '--full-tree', '--end-of-options', from, '--', dir]);
  const lines = theirs.split('\0').filter(Boolean);
  if (lines.length) await git(root, ['update-index', '-z', '--index-info'], { env, input: `${lines.join('\0')}\0` });
  return (await git(root, ['write-tree'], { env })).trim();
}
