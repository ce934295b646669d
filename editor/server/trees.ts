// What *Put it online* reads and makes of the repository with git's plumbing, in index files of its
// own: nothing an engineer or a save has under way is ever reset, stashed or left in conflict.
import { copyFile, mkdtemp, rm, stat, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { git, gitBytes, said } from './git.ts';

/** A file as git stores it: its mode (100644 a file, 100755 a program, 120000 a link) and its blob. */
export interface Stored {
  mode: string;
  sha: string;
}

export type Files = Map<string, Stored>;

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

/** Stored files' bytes, by blob, read by one git command however many (a command is a process, and a press reads several). */
export async function bytesOfAll(root: string, shas: Iterable<string>): Promise<Map<string, Buffer>> {
  const wanted = [...new Set(shas)];
  const read = new Map<string, Buffer>();
  if (!wanted.length) return read;
  const out = await gitBytes(root, ['cat-file', '--batch'], { input: `${wanted.join('\n')}\n` });
  // Each: `<sha> blob <size>` on a line, then its bytes and a line's end.
  for (let at = 0; at < out.length;) {
    const end = out.indexOf(0x0a, at);
    const [sha = '', , size = ''] = out.subarray(at, end).toString('utf8').split(' ');
    const start = end + 1;
    read.set(sha, out.subarray(start, start + Number(size)));
    at = start + Number(size) + 1;
  }
  return read;
}

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

/** Made from a copy of the repository's index: the repository's own is never written. */
export async function snapshot(root: string, index: string, dir: string, env: Index): Promise<string> {
  // The copy keeps the index's time (a millisecond earlier): git trusts size and time only for a file
  // older than its index, so a save of the same size in the same second is read.
  await copyFile(index, env.GIT_INDEX_FILE).then(
    async () => {
      const { atime, mtimeMs } = await stat(index);
      await utimes(env.GIT_INDEX_FILE, atime, (mtimeMs - 1) / 1000);
    },
    () => git(root, ['read-tree', 'HEAD'], { env }),
  );
  // A save renames a temporary file over its file: git may find it gone as it reads, and stop. Read again then.
  for (let tries = 1; ; tries++) {
    try {
      await git(root, ['add', '--all', '--', dir], { env });
      break;
    } catch (error) {
      if (tries === 10 || !/No such file or directory/.test(said(error))) throw error;
    }
  }
  return (await git(root, ['write-tree'], { env })).trim();
}

/** The tree of `treeish` with `changes` made (a file set, or removed where undefined), in index `env`. */
export async function treeWith(root: string, treeish: string, changes: ReadonlyMap<string, Stored | undefined>, env: Index): Promise<string> {
  await git(root, ['read-tree', '--end-of-options', treeish], { env });
  const lines = [...changes].map(([path, stored]) => (stored ? `${stored.mode} ${stored.sha}\t${path}` : `0 ${'0'.repeat(40)}\t${path}`));
  if (lines.length) await git(root, ['update-index', '-z', '--index-info'], { env, input: `${lines.join('\0')}\0` });
  return (await git(root, ['write-tree'], { env })).trim();
}

/** The tree of `treeish` with its top-level folder `dir` as `from` has it (the rest as it is). */
export async function withFolderOf(root: string, treeish: string, from: string, dir: string): Promise<string> {
  const [own, theirs] = await Promise.all([
    git(root, ['ls-tree', '-z', '--end-of-options', treeish]),
    git(root, ['ls-tree', '-z', '--end-of-options', from, '--', dir]),
  ]);
  const entries = own.split('\0').filter((line) => line && !line.endsWith(`\t${dir}`));
  return (await git(root, ['mktree', '-z'], { input: `${[...entries, ...theirs.split('\0').filter(Boolean)].join('\0')}\0` })).trim();
}
