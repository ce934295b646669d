// A content file changed online to a version the site cannot read (a change made elsewhere, a
// hand's edit pushed from another computer) is never brought onto his computer as nothing new by
// *Put it online* (./online.ts): it is a choice, named in his words (./online-words.ts).
import { clashKey, type Choices, type Clash } from './join.ts';
import { entryName, textProblems } from './online-words.ts';
import { bytesOfAll, type Files, type Stored } from './trees.ts';

const sameStored = (a: Stored | undefined, b: Stored | undefined) => a?.sha === b?.sha && a?.mode === b?.mode;

/**
 * The entries changed online, not here, to a version the site cannot read: never brought here as
 * nothing new. Each is his to choose: his version (the one the site reads) sent in its place, or
 * online's taken as it is; a clash until he chooses.
 */
export async function unreadableOnline(
  root: string,
  [was, his, now]: readonly [Files, Files, Files],
  hisChanges: readonly string[],
  choices: Choices,
  { changes, sent }: { changes: Map<string, Stored | undefined>; sent: string[] },
): Promise<Clash[]> {
  const came = [...now].filter(
    ([path, theirs]) => !hisChanges.includes(path) && /\.(json|md)$/.test(path) && !sameStored(theirs, was.get(path)) && !sameStored(theirs, his.get(path)),
  );
  const blobs = await bytesOfAll(
    root,
    came.flatMap(([path, theirs]) => [theirs.sha, ...(his.get(path) ? [his.get(path)?.sha ?? ''] : [])]),
  );
  const clashes: Clash[] = [];
  for (const [path, theirs] of came) {
    const online = blobs.get(theirs.sha);
    const mine = his.get(path);
    if (!online || !mine || !textProblems(path, online.toString('utf8'), entryName(root, path)).length) continue;
    const choice = choices[clashKey(path, '')];
    if (choice === 'online') continue;
    if (choice === 'yours') {
      sent.push(path);
      changes.set(path, mine);
    } else clashes.push({ file: path, key: '', at: [], online, yours: blobs.get(mine.sha) });
  }
  return clashes;
}
