// *Put it online*: his content/ as one commit on top of what is online, made with git's plumbing,
// never in the working tree: joined file by file and field by field (./join.ts) with what changed
// online, pushed, and only then caught up (./catch-up.ts). No save is undone, nothing of an
// engineer's is sent or touched, nothing the remote removed comes back; a field both changed is his to choose.
import { join } from 'node:path';
import { photosFolder, placeKeptWords } from '#model/schema/cms.ts';
import { git, lastSaid } from './git.ts';
import { clashKey, joinFile, type Choices, type Clash } from './join.ts';
import { bytesOfAll, filesOf, isFile, snapshot, store, treeWith, withFolderOf, withScratch, type Files, type Stored } from './trees.ts';
import { midTask, NotOnline, whereOnline, type Online } from './where-online.ts';
import { catchUp, refreshed } from './catch-up.ts';
import { keepBases, keptBases, type KeptBases } from './kept-saves.ts';
import { clashWords, entryName, networkWords, sentProblems, type ClashChoice } from './online-words.ts';
import { unreadableOnline } from './unreadable-online.ts';

export { entryName };
import { PlaceKept, withoutPlace } from '../../scripts/pipeline/photo-place.ts';

export interface OnlineAnswer {
  online: boolean;
  words: string;
  choose?: ClashChoice[];
  /** The editor's page shows what came from online once reloaded. */
  reload?: true;
}

export const contentDir = 'content';
/** A slow connection, never a hang. */
const networkMs = 90_000;
const tries = 3;

const listed = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);
const entriesOf = (root: string, files: readonly string[]) => listed([...new Set(files.map((file) => entryName(root, file)))]);

/** Nothing a host reads as an instruction (`[skip ci]`, `***NO_CI***`), one line, at most 200 characters. */
export const commitLine = (text: string) =>
  text
    .replace(/[[\]*\\]/g, '')
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, ' ')
    .trim()
    .slice(0, 200);

const sameStored = (a: Stored | undefined, b: Stored | undefined) => a?.sha === b?.sha && a?.mode === b?.mode;

/** Where online was when he forked from it, so a commit the remote removed is not his to send back. */
async function baseOf(root: string, { tracking }: Online, head: string, online: string): Promise<string> {
  const forked = (await git(root, ['merge-base', '--fork-point', '--end-of-options', tracking, head]).catch(() => '')).trim();
  const base = forked || (await git(root, ['merge-base', '--end-of-options', online, head]).catch(() => '')).trim();
  if (!base) throw new NotOnline('this copy of your site shares no history with what is online: ask a developer to look at it');
  return base;
}

/** Committed work outside content/ that is not online is an engineer's, only theirs to send. */
async function noOthersWork(root: string, base: string, head: string): Promise<void> {
  if (base === head) return; // nothing committed here since
  const changed = (await git(root, ['diff', '--no-renames', '--name-only', '-z', '--end-of-options', base, head])).split('\0').filter(Boolean);
  const others = changed.filter((file) => !file.startsWith(`${contentDir}/`));
  if (others.length)
    throw new NotOnline(
      `this copy of your site has a developer's changes not yet online (${others.slice(0, 3).join(', ')}), which only they may send: ask them to, then press Put it online again`,
    );
}

async function renamedOnline(root: string, base: string, online: string): Promise<Map<string, string>> {
  const out = await git(root, ['diff-tree', '-r', '-z', '-M', '--name-status', '--end-of-options', base, online, '--', contentDir]);
  const fields = out.split('\0').filter(Boolean);
  const renamed = new Map<string, string>();
  for (let at = 0; at < fields.length;) {
    const status = fields[at] ?? '';
    if (status.startsWith('R')) renamed.set(fields[at + 1] ?? '', fields[at + 2] ?? '');
    at += status.startsWith('R') || status.startsWith('C') ? 3 : 2;
  }
  return renamed;
}

/** The links he may have put in content/ are never sent. */
async function joinContent(
  root: string,
  [commonWas, his, now]: readonly [Files, Files, Files],
  { choices, kept, renamed }: { choices: Choices; kept: KeptBases; renamed: ReadonlyMap<string, string> },
) {
  // A save an earlier press kept is his change from the version it was made from, not from what came since.
  const was: Files = new Map(commonWas);
  for (const [path, sha] of kept) {
    if (sha) was.set(path, { mode: commonWas.get(path)?.mode ?? his.get(path)?.mode ?? '100644', sha });
    else was.delete(path);
  }
  const changes = new Map<string, Stored | undefined>();
  const sent: string[] = [];
  const clashes: Clash[] = [];
  const links: string[] = [];
  const placeKept: string[] = [];
  const changed = [...new Set([...was.keys(), ...his.keys()])].filter((path) => !sameStored(his.get(path), was.get(path)));
  for (const path of changed) if (his.has(path) && !isFile(his.get(path))) links.push(path);
  const files = changed.filter((path) => !links.includes(path));
  // A file renamed online since: his change goes to its new name.
  const goesTo = (path: string) => {
    const moved = renamed.get(path);
    return moved !== undefined && his.has(path) && !now.has(path) && !his.has(moved) ? moved : path;
  };
  const wanted = files.flatMap((path) =>
    [
      his.get(path),
      ...(path.startsWith(`${photosFolder}/`) || !sameStored(now.get(goesTo(path)), was.get(path)) ? [was.get(path), now.get(goesTo(path))] : []),
    ].flatMap((stored) => stored?.sha ?? []),
  );
  const blobs = await bytesOfAll(root, wanted);
  const read = (stored: Stored | undefined) => (stored ? blobs.get(stored.sha) : undefined);
  for (const path of files) {
    const target = goesTo(path);
    const [base, theirs] = [was.get(path), now.get(target)];
    let mine = his.get(path);
    if (mine && path.startsWith(`${photosFolder}/`)) {
      const bytes = read(mine);
      const clean = bytes && (await withoutPlace(bytes).catch((error: unknown) => (error instanceof PlaceKept ? undefined : Promise.reject(error))));
      if (bytes && !clean) {
        placeKept.push(path); // never sent as it is
        continue;
      }
      if (clean && clean !== bytes) {
        mine = { mode: mine.mode, sha: await store(root, clean) };
        blobs.set(mine.sha, clean);
      }
    }
    if (sameStored(theirs, mine)) continue;
    if (sameStored(theirs, base)) {
      sent.push(target);
      changes.set(target, mine);
      continue;
    }
    const result = joinFile(target, read(base), read(mine), read(theirs), choices);
    clashes.push(...result.clashes);
    // Where he kept online's side of everything he changed, he sends nothing: his copy takes online's.
    const online = read(theirs);
    if (!result.clashes.length && (result.bytes && online ? result.bytes.equals(online) : result.bytes === online)) continue;
    sent.push(target);
    const mode = (mine ?? theirs ?? base)?.mode ?? '100644';
    changes.set(target, result.bytes && { mode, sha: await store(root, result.bytes) });
  }
  const unreadable = await unreadableOnline(root, [was, his, now], files, choices, { changes, sent });
  return { changes, sent, clashes: [...clashes, ...unreadable], unreadable: unreadable.map(({ file }) => file), links, placeKept };
}

async function sendOnce(root: string, choices: Choices, index: (name: string) => { GIT_INDEX_FILE: string }): Promise<OnlineAnswer | 'again'> {
  const where = await whereOnline(root);
  const { head } = where;
  await git(root, ['fetch', '--quiet', '--no-tags', '--end-of-options', where.remote, `+refs/heads/${where.remoteBranch}:${where.tracking}`], {
    timeout: networkMs,
  }).catch((error: unknown) => {
    throw new NotOnline(networkWords('fetch', error));
  });
  const [online = '', onlineTree = ''] = (await git(root, ['rev-parse', `${where.tracking}^{commit}`, `${where.tracking}^{tree}`])).split('\n');
  const base = await baseOf(root, where, head, online);
  await noOthersWork(root, base, head);
  const mine = await snapshot(root, join(where.gitDir, 'index'), contentDir, index('mine'));
  const trees = await Promise.all([filesOf(root, base, contentDir), filesOf(root, mine, contentDir), filesOf(root, online, contentDir)] as const);
  const earlierKept = await keptBases(where.gitDir);
  const renamed = await renamedOnline(root, base, online);
  const { changes, sent, clashes, unreadable, links, placeKept } = await joinContent(root, trees, { choices, kept: earlierKept, renamed });
  if (clashes.length) {
    const both = [...new Set(clashes.map(({ file }) => file))].filter((file) => !unreadable.includes(file));
    const what = [
      ...(both.length ? [`${entriesOf(root, both)} changed online too (the weekly podcast update, or another computer), in the same places as here`] : []),
      ...(unreadable.length ? [`${entriesOf(root, unreadable)} changed online to a version the site cannot read`] : []),
    ];
    return {
      online: false,
      words: `Not online yet: ${what.join('; ')}. Choose which to keep of each, then press Put it online with these. Until then your changes stay on this computer.`,
      choose: clashes.map((clash) => ({ ...clashWords(clash, entryName(root, clash.file)), key: clashKey(clash.file, clash.key) })),
    };
  }
  const problems = await sentProblems(root, sent, changes, (file) => entryName(root, file));
  if (problems.length)
    throw new NotOnline(`your site would not take what is to be sent: ${problems.join('; ')}. Change it in the editor, then press Put it online again`);
  const tree = await treeWith(root, online, changes, index('sent'));
  const local = await withFolderOf(root, head, tree, contentDir);
  await refreshed(root);
  const blocked = await git(root, ['read-tree', '-m', '-u', '-n', local, tree]).then(
    () => '',
    (error: unknown) => lastSaid(error),
  );
  if (/resolve your current index/.test(blocked)) throw new NotOnline(midTask);
  if (blocked)
    throw new NotOnline(
      `this copy of your site has a developer's unfinished work on files that changed online (${blocked.replace(/^error: /, '')}), which only they can join: ask them to, then press Put it online again`,
    );
  const unchanged = tree === onlineTree;
  let commit = online;
  if (!unchanged) {
    const who = (await git(root, ['config', 'user.email']).catch(() => '')).trim()
      ? []
      : ['-c', 'user.name=The site’s editor', '-c', 'user.email=editor@localhost'];
    const message = commitLine(`Changed in the editor: ${entriesOf(root, sent)}`);
    commit = (await git(root, [...who, 'commit-tree', tree, '-p', online, '-m', message])).trim();
    const pushed = await git(root, ['push', '--quiet', '--end-of-options', where.remote, `${commit}:refs/heads/${where.remoteBranch}`], {
      timeout: networkMs,
    }).then(
      () => 'sent' as const,
      (error: unknown) => {
        if (/\(fetch first\)|non-fast-forward|stale info/i.test(String(Reflect.get(Object(error), 'said') ?? ''))) return 'again' as const;
        throw new NotOnline(`${networkWords('push', error, where.remoteBranch)}. Your changes are kept on this computer`);
      },
    );
    if (pushed === 'again') return 'again';
    await git(root, ['update-ref', '-m', 'Put it online', where.tracking, commit]);
  }
  const { written, kept: keptNow } = await catchUp(root, { head, mine, local, target: commit, branch: where.branch });
  await keepBases(where.gitDir, earlierKept, sent, keptNow);
  const kept = keptNow.map(({ path }) => path);
  const linkWords = links.length ? ` ${listed(links)} ${links.length === 1 ? 'is a link' : 'are links'} to other files, which are never sent.` : '';
  const placeWords = placeKept.map((path) => ` The photo ${path.slice(photosFolder.length + 1)}: ${placeKeptWords}.`).join('');
  const keptWords = kept.length ? ` What you saved meanwhile in ${entriesOf(root, kept)} is kept as you saved it: press Put it online again to send it.` : '';
  const came = written.filter((file) => !sent.includes(file));
  const cameWords = came.length ? ` What changed online is on this computer now too (${entriesOf(root, came)}): reload the editor to see it there.` : '';
  const after = { ...(came.length ? { reload: true as const } : {}) };
  if (unchanged)
    return {
      online: true,
      words: `Nothing new to put online: every change you published is online already.${linkWords}${placeWords}${keptWords}${cameWords}`,
      ...after,
    };
  return {
    online: true,
    words: `Sent: ${entriesOf(root, sent)}. Your site shows ${sent.length === 1 ? 'it' : 'them'} in a minute or two, once your host has built it.${linkWords}${placeWords}${keptWords}${cameWords}`,
    ...after,
  };
}

export async function putOnline(root: string, choices: Choices = {}): Promise<OnlineAnswer> {
  try {
    for (let attempt = 1; ; attempt++) {
      const answer = await withScratch((index) => sendOnce(root, choices, index));
      if (answer !== 'again') return answer;
      if (attempt >= tries) throw new NotOnline('what is online kept changing while this computer sent your changes: press Put it online again in a minute');
    }
  } catch (error) {
    if (error instanceof NotOnline) return { online: false, words: `Not online yet: ${error.message}.` };
    return {
      online: false,
      words: `Not online yet: git could not be run on this computer (${String(error instanceof Error ? error.message : error).split('\n')[0]}). Your changes are kept on this computer.`,
    };
  }
}
