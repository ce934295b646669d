// Where *Put it online* sends: this branch and its upstream (else the same at `origin`), each held to
// git's rules for a name (and no leading `-`), so nothing in the settings is taken for an option.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { git } from './git.ts';

/** What cannot go online, said to the owner in one line. */
export class NotOnline extends Error {}

export interface Online {
  /** This copy's branch (`main`), the remote it sends to (`origin`), the branch there, and where this copy keeps what it last saw of it. */
  branch: string;
  remote: string;
  remoteBranch: string;
  tracking: string;
  /** Whether git knows who commits here (else the editor names itself). */
  identity: boolean;
  /** The commit this copy is at, and its git folder. */
  head: string;
  gitDir: string;
}

const unsettled = (what: string) =>
  new NotOnline(
    `this copy of your site has a setting of where it sends (${what}) that is not a place it knows: ask a developer to look at it, then press Put it online again`,
  );

/** git check-ref-format's rules, and no leading `-`. */
export function isRefName(ref: string): boolean {
  const parts = ref.split('/');
  return (
    /^refs\/(heads|remotes)\/[^-]/.test(ref) &&
    !/\.\.|@\{|[\p{Cc}\s~^:?*[\\]|\/\/|\/$|\.$/u.test(ref) &&
    parts.every((part) => part !== '' && !part.startsWith('.') && !part.endsWith('.lock'))
  );
}

/** Git's settings of this copy, by key (`branch.main.remote`). */
async function settingsOf(root: string): Promise<Map<string, string>> {
  const out = await git(root, ['config', '-z', '--list']).catch(() => '');
  return new Map(
    out
      .split('\0')
      .filter(Boolean)
      .map((entry) => [entry.slice(0, entry.indexOf('\n')).toLowerCase(), entry.slice(entry.indexOf('\n') + 1)]),
  );
}

/** Where this copy sends its changes; a NotOnline where that is not settled, or a developer left it mid-task. */
export async function whereOnline(root: string): Promise<Online> {
  const [gitDir = '', commit = '', head = ''] = (
    await git(root, ['rev-parse', '--absolute-git-dir', 'HEAD', '--symbolic-full-name', 'HEAD']).catch(() => '')
  ).split('\n');
  if (!/^[0-9a-f]{40,64}$/.test(commit))
    throw new NotOnline('this copy of your site has nothing committed yet: it is set up once (HOSTING.md, “Put it online”)');
  if (!head.startsWith('refs/'))
    throw new NotOnline('this copy of your site is not on a branch (a developer left it mid-task): ask them to finish, then press Put it online again');
  if (!isRefName(head) || !head.startsWith('refs/heads/')) throw unsettled('its branch');
  notMidTask(gitDir);
  const branch = head.slice('refs/heads/'.length);
  const settings = await settingsOf(root);
  const remotes = [...settings.keys()].flatMap((key) => (/^remote\..+\.url$/.test(key) ? [key.slice('remote.'.length, -'.url'.length)] : []));
  const setting = (name: string) => settings.get(`branch.${branch}.${name}`.toLowerCase()) ?? '';
  const upstream = setting('remote');
  const remote = upstream || (remotes.includes('origin') ? 'origin' : '');
  if (!remote) throw new NotOnline('this copy of your site has nowhere to send your changes yet. It is set up once: HOSTING.md, “Put it online”');
  if (!remotes.includes(remote) || remote.startsWith('-')) throw unsettled(`branch.${branch}.remote`);
  const merge = upstream ? setting('merge') : head;
  if (!isRefName(merge) || !merge.startsWith('refs/heads/')) throw unsettled(`branch.${branch}.merge`);
  const remoteBranch = merge.slice('refs/heads/'.length);
  const tracking = `refs/remotes/${remote}/${remoteBranch}`;
  if (!isRefName(tracking)) throw unsettled(`remote ${remote}`);
  return { branch, remote, remoteBranch, tracking, identity: Boolean(settings.get('user.email')), head: commit, gitDir };
}

/** What a copy an engineer left mid-task is told (files left in conflict are found by git itself, as the press asks whether his copy can take what it sends: ./online.ts). */
export const midTask = 'this copy of your site has a developer’s task half done (a merge or rebase): ask them to finish it, then press Put it online again';

/** Refuses a copy an engineer left mid-task: a merge, rebase, cherry-pick or revert under way. */
function notMidTask(gitDir: string): void {
  if (['MERGE_HEAD', 'CHERRY_PICK_HEAD', 'REVERT_HEAD', 'rebase-merge', 'rebase-apply'].some((name) => existsSync(join(gitDir, name))))
    throw new NotOnline(midTask);
}
