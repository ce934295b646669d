// Where *Put it online* sends: the branch this copy is on, and the remote branch it follows (its
// upstream; where it has none, the same branch at `origin`), each read as a name and held to git's
// rules for one, so nothing in the repository's settings is ever taken for an option of git's.
import { existsSync } from 'node:fs';
import { git } from './git.ts';

/** What cannot go online, said to the owner in one line. */
export class NotOnline extends Error {}

export interface Online {
  /** This copy's branch (`main`), the remote it sends to (`origin`), the branch there, and where this copy keeps what it last saw of it. */
  branch: string;
  remote: string;
  remoteBranch: string;
  tracking: string;
}

const unsettled = (what: string) =>
  new NotOnline(
    `this copy of your site has a setting of where it sends (${what}) that is not a place it knows: ask a developer to look at it, then press Put it online again`,
  );

/** Whether `ref` (a full name, `refs/heads/main`) is one git takes as a name, and no option. */
async function isRefName(root: string, ref: string): Promise<boolean> {
  if (!/^refs\/(heads|remotes)\/[^-]/.test(ref)) return false;
  return git(root, ['check-ref-format', ref]).then(
    () => true,
    () => false,
  );
}

/** A setting of git's, or empty. */
const setting = async (root: string, key: string) => (await git(root, ['config', '--get', '--end-of-options', key]).catch(() => '')).trim();

/** Where this copy sends its changes; a NotOnline where that is not settled. */
export async function whereOnline(root: string): Promise<Online> {
  const head = (await git(root, ['symbolic-ref', '-q', 'HEAD']).catch(() => '')).trim();
  if (!head)
    throw new NotOnline('this copy of your site is not on a branch (a developer left it mid-task): ask them to finish, then press Put it online again');
  if (!(await isRefName(root, head)) || !head.startsWith('refs/heads/')) throw unsettled('its branch');
  const branch = head.slice('refs/heads/'.length);
  const remotes = (await git(root, ['remote'])).split('\n').filter(Boolean);
  const upstream = await setting(root, `branch.${branch}.remote`);
  const remote = upstream || (remotes.includes('origin') ? 'origin' : '');
  if (!remote) throw new NotOnline('this copy of your site has nowhere to send your changes yet. It is set up once: HOSTING.md, “Put it online”');
  if (!remotes.includes(remote) || remote.startsWith('-')) throw unsettled(`branch.${branch}.remote`);
  const merge = upstream ? await setting(root, `branch.${branch}.merge`) : head;
  if (!(await isRefName(root, merge)) || !merge.startsWith('refs/heads/')) throw unsettled(`branch.${branch}.merge`);
  const remoteBranch = merge.slice('refs/heads/'.length);
  const tracking = `refs/remotes/${remote}/${remoteBranch}`;
  if (!(await isRefName(root, tracking))) throw unsettled(`remote ${remote}`);
  return { branch, remote, remoteBranch, tracking };
}

/** Refuses a copy an engineer left mid-task: a merge, rebase, cherry-pick or revert under way, or files in conflict. */
export async function notMidTask(root: string): Promise<void> {
  const gitDir = (await git(root, ['rev-parse', '--absolute-git-dir'])).trim();
  const underWay = ['MERGE_HEAD', 'CHERRY_PICK_HEAD', 'REVERT_HEAD', 'rebase-merge', 'rebase-apply'].some((name) => existsSync(`${gitDir}/${name}`));
  const conflicted = (await git(root, ['ls-files', '--unmerged'])).trim();
  if (underWay || conflicted)
    throw new NotOnline('this copy of your site has a developer’s task half done (a merge or rebase): ask them to finish it, then press Put it online again');
}
