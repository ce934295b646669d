// His copy catches up with the commit sent, as `git pull` would, keeping what is not that commit's to
// change. In content/ a file is written only while still as sent; one saved meanwhile is joined by
// field, or kept as he saved it (./kept-saves.ts). Every write waits for that file's saves.
import { lstat, mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { git } from './git.ts';
import { joinFile } from './join.ts';
import { oneAtATime } from './saves.ts';
import { bytesOfAll } from './trees.ts';

const contentDir = 'content';

/** Refreshes the index's record of the files' times, so an untouched file is not taken for a changed one. */
export const refreshed = (root: string) => git(root, ['update-index', '-q', '--refresh']).catch(() => '');

/** A file of the working tree as it is now: its bytes, undefined where there is none, or `link` (never followed, never written). */
async function onDisk(path: string): Promise<Buffer | undefined | 'link'> {
  const stat = await lstat(path).catch(() => undefined);
  if (!stat) return undefined;
  return stat.isSymbolicLink() || !stat.isFile() ? 'link' : readFile(path);
}

const equal = (a: Buffer | undefined, b: Buffer | undefined) => (a && b ? a.equals(b) : a === b);

/** Brings one file of content/ from what was sent (`was`) to what went online (`wanted`), joined with what he saved meanwhile: whether his save was kept as it is (both changed one field), or the file written. */
async function catchUpFile(root: string, path: string, was: Buffer | undefined, wanted: Buffer | undefined): Promise<'kept' | 'written' | 'as it was'> {
  return oneAtATime([path], async () => {
    const disk = await onDisk(join(root, path));
    if (disk === 'link') return 'as it was'; // never followed, never written
    let bytes = wanted;
    if (!equal(disk, was)) {
      const joined = joinFile(path, was, disk, wanted);
      if (joined.clashes.length) return 'kept';
      bytes = joined.bytes;
    }
    if (equal(bytes, disk)) return 'as it was';
    if (bytes) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFileAtomic(join(root, path), bytes);
    } else await rm(join(root, path), { force: true });
    return 'written';
  });
}

/** `head` moved meanwhile is an engineer's, and is left. */
export async function catchUp(
  root: string,
  { head, mine, local, target, branch }: { head: string; mine: string; local: string; target: string; branch: string },
): Promise<{ written: string[]; kept: { path: string; sent?: string }[] }> {
  // The index's record of the files' times was refreshed as the press asked git whether this would go (./online.ts).
  await git(root, ['read-tree', '-m', '-u', local, target]);
  // The files of content/ the commit sent has otherwise than the snapshot: each side's blob (none: not there).
  const differ = (await git(root, ['diff-tree', '-r', '-z', '--no-renames', '--end-of-options', mine, target, '--', contentDir])).split('\0').filter(Boolean);
  const changed: { path: string; sent?: string; now?: string }[] = [];
  for (let at = 0; at + 1 < differ.length; at += 2) {
    const [, , from = '', to = ''] = (differ[at] ?? '').split(' ');
    const none = (sha: string) => (/^0+$/.test(sha) ? undefined : sha);
    changed.push({ path: differ[at + 1] ?? '', ...(none(from) ? { sent: from } : {}), ...(none(to) ? { now: to } : {}) });
  }
  const blobs = await bytesOfAll(
    root,
    changed.flatMap(({ sent, now }) => [sent, now].flatMap((sha) => sha ?? [])),
  );
  const kept: { path: string; sent?: string }[] = [];
  const written: string[] = [];
  for (const { path, sent, now } of changed) {
    const done = await catchUpFile(root, path, sent ? blobs.get(sent) : undefined, now ? blobs.get(now) : undefined);
    if (done === 'kept') kept.push({ path, ...(sent ? { sent } : {}) });
    if (done === 'written') written.push(path);
  }
  const moved = await git(root, ['update-ref', '-m', 'Put it online', `refs/heads/${branch}`, target, head]).then(
    () => false,
    () => true,
  );
  if (!moved) await git(root, ['reset', '-q', target, '--', contentDir]);
  return { written, kept };
}
