// Each entry's committed versions, and one put back in one press as a save is (it waits for that file's
// saves). Nothing in git moves: the history keeps what it replaced.
import { join } from 'node:path';
import writeFileAtomic from 'write-file-atomic';
import { git } from './git.ts';
import { backendRefusal, diskAt, editable, projectPath } from './guard.ts';
import { entryName, textProblems } from './online-words.ts';
import { oneAtATime } from './saves.ts';
import { bytesOfAll } from './trees.ts';
import { changeWords } from './version-words.ts';

/** One version of an entry: its commit, when it was committed, what it changed in his words, and whether it is the one he has now. */
export interface Version {
  commit: string;
  date: string;
  changed: string;
  current: boolean;
}

/** How many versions an entry's history lists, newest first. */
const listed = 20;

/** Whether `path` is an entry's file he may put back (a data file, an article, a transcript). */
const isEntry = (path: string) => editable(path, 'entry');

/** Where the editor answers the history, below the site's base path: `?path=` lists an entry's versions, a POST of `{ path, commit }` puts one back. */
export const historyPath = '/api/history';

/** The versions of the entry at `path` that were committed, newest first; none for a path that is no entry. */
export async function historyOf(root: string, entry: string): Promise<Version[]> {
  const path = projectPath(entry);
  if (path === undefined || !isEntry(path)) return [];
  // Each commit's line, then its raw change of the file: `:<mode> <mode> <blob before> <blob after> <status>`.
  const out = await git(root, ['log', `-n${listed}`, '--no-abbrev', '--raw', '--format=%x00%H%x09%cI', '--end-of-options', 'HEAD', '--', path]).catch(() => '');
  const commits = out
    .split('\0')
    .filter((part) => part.trim())
    .map((part) => {
      const [head = '', ...rest] = part.trim().split('\n');
      const [commit = '', date = ''] = head.split('\t');
      const [, , before = '', after = ''] = (rest.find((line) => line.startsWith(':')) ?? '').slice(1).split(/\s+/);
      const blob = (sha: string) => (/^0+$/.test(sha) || !sha ? undefined : sha);
      return { commit, date, before: blob(before), after: blob(after) };
    });
  const blobs = await bytesOfAll(
    root,
    commits.flatMap(({ before, after }) => [before, after].flatMap((sha) => sha ?? [])),
  );
  const text = (sha: string | undefined) => (sha ? blobs.get(sha)?.toString('utf8') : undefined);
  const now = await git(root, ['hash-object', '--no-filters', '--end-of-options', path]).catch(() => '');
  const currentAt = commits.findIndex(({ after }) => after !== undefined && after === now.trim());
  return commits.map(({ commit, date, before, after }, index) => ({
    commit,
    date,
    changed: changeWords(path, text(before), text(after)),
    current: index === currentAt,
  }));
}

/** A version's moment as he reads it: 27 November 2026, 14:05 (in his computer's time), here and in the CMS page's list (./online-button.ts). */
export const momentFormat: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' };
export const momentWords = (date: string) => new Date(date).toLocaleString('en-GB', momentFormat);

/** Puts the entry at `path` back as it was in `commit` (one of its history's), on his computer; his line. */
export async function putBack(root: string, entry: string, commit: string): Promise<{ done: boolean; words: string }> {
  const path = projectPath(entry) ?? '';
  const version = (await historyOf(root, path)).find((each) => each.commit === commit);
  if (!version) return { done: false, words: 'Not put back: that version is not in this entry’s history. Reload the editor and choose again.' };
  const text = await git(root, ['show', `${commit}:${path}`]).catch(() => undefined);
  const name = entryName(root, path);
  if (text === undefined) return { done: false, words: `Not put back: ${name} had no file then.` };
  // A save like any other: through no link, and only what the build would take today.
  const link = backendRefusal({ action: 'persistEntry', params: { entry: { path } } }, diskAt(root));
  if (link) return { done: false, words: `Not put back: ${link}.` };
  const problems = textProblems(path, text, name);
  if (problems.length)
    return {
      done: false,
      words: `Not put back: that version would not be taken by the site today (${problems.join('; ')}). Choose another version, or change it in the editor.`,
    };
  await oneAtATime([path], () => writeFileAtomic(join(root, path), text));
  return {
    done: true,
    words: `${name} is as it was on ${momentWords(version.date)}, on this computer. Look at it, then press Put it online to put it back online too.`,
  };
}
