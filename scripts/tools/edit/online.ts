// *Put it online*, the editor's button: what the owner published on his computer (the files of
// content/) goes to the repository his host builds from, as one commit, with git itself. First
// what the remote has (the weekly podcast refresh commits there), then one commit of content/
// only, named by the entries that changed, then a push. Nothing outside content/ is ever
// committed or pushed; whatever goes wrong is one line in his words, with his changes kept.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { cmsFiles, cmsTranscriptsLabel, photosFolder } from '#model/schema/cms.ts';
import { articleFromText, insightsDir } from '#model/schema/articleText.ts';
import { transcriptsDir } from '#model/schema/transcripts.ts';

/** What the button says afterwards: whether it went online, and his line. */
export interface OnlineAnswer {
  online: boolean;
  words: string;
}

/** The folder whose files go online, and none other. */
const contentDir = 'content';
/** How long a fetch or a push may take: a slow connection, never a hang. */
const networkMs = 90_000;
/** git never asks a question in the terminal (a password prompt would hang the button). */
const quiet = { ...process.env, GIT_TERMINAL_PROMPT: '0', GIT_SSH_COMMAND: 'ssh -o BatchMode=yes', LC_ALL: 'C' };

class NotOnline extends Error {}

/** Runs git in `root`; resolves with its output, or rejects with what it said. */
function git(root: string, args: string[], timeout = 20_000): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('git', args, { cwd: root, env: quiet, timeout, maxBuffer: 16 * 1024 * 1024 }, (error, out, err) =>
      error ? reject(Object.assign(error, { said: `${err}${out}` })) : resolve(out),
    );
  });
}
const said = (error: unknown): string => String(Reflect.get(Object(error), 'said') ?? (error instanceof Error ? error.message : error));

/** What `file` (a path of content/) is in the editor: its entry's name there. */
export function entryName(root: string, file: string): string {
  const data = cmsFiles[file as keyof typeof cmsFiles];
  if (data) return data.label;
  if (posix.dirname(file) === insightsDir) return `the article “${articleTitle(join(root, file)) ?? posix.basename(file, '.md')}”`;
  if (posix.dirname(file) === transcriptsDir) return `${cmsTranscriptsLabel}: ${posix.basename(file, '.json')}`;
  if (posix.dirname(file) === photosFolder) return `the photo ${posix.basename(file)}`;
  return file;
}
/** An article's title as its front matter gives it (the CMS's own reader), or undefined where it has none, or is deleted: then named by its file. */
function articleTitle(path: string): string | undefined {
  try {
    const { title } = articleFromText(readFileSync(path, 'utf8'));
    return typeof title === 'string' && title ? title : undefined;
  } catch {
    return undefined;
  }
}

/** The changed entries, in a sentence: “Home page, Settings and the photo team.jpg”. */
const listed = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** The entries of `files`, each named once. */
const entriesOf = (root: string, files: readonly string[]) => listed([...new Set(files.map((file) => entryName(root, file)))]);

/** The files of content/ changed since the last commit (added, changed, deleted, untracked). */
async function changedContent(root: string): Promise<string[]> {
  const out = await git(root, ['status', '--porcelain=v1', '-z', '--untracked-files=all', '--', contentDir]);
  const fields = out.split('\0').filter(Boolean);
  const files: string[] = [];
  for (let at = 0; at < fields.length; at++) {
    const field = fields[at] ?? '';
    files.push(field.slice(3));
    if (field[0] === 'R' || field[0] === 'C') at++; // a rename names its old path next
  }
  return [...new Set(files)].sort();
}

/** The remote branch this one follows (`origin/main`), or the refusal that there is none. */
async function upstream(root: string): Promise<{ remote: string; branch: string }> {
  const branch = (await git(root, ['symbolic-ref', '--short', 'HEAD']).catch(() => '')).trim();
  if (!branch)
    throw new NotOnline('this copy of your site is not on a branch (a developer left it mid-task): ask them to finish, then press Put it online again');
  const remote =
    (await git(root, ['config', `branch.${branch}.remote`]).catch(() => '')).trim() || (await git(root, ['remote']).catch(() => '')).split('\n')[0]?.trim();
  if (!remote) throw new NotOnline('this copy of your site has nowhere to send your changes yet. It is set up once: HOSTING.md, “Put it online”');
  return { remote, branch };
}

/** The line for a network step that failed, by what git said. */
function networkWords(step: 'fetch' | 'push', error: unknown, remote: string): string {
  const text = said(error);
  if (
    /could not resolve|unable to access|connection (refused|timed out)|network is unreachable|could not read from remote|failed to connect|timed out/i.test(
      text,
    ) ||
    Reflect.get(Object(error), 'killed')
  )
    return `this computer could not reach the place your site is kept (${remote}): check the internet connection, then press Put it online again`;
  if (/permission|denied|authentication|403|forbidden|not allowed|protected branch|pre-receive hook declined/i.test(text))
    return `the place your site is kept (${remote}) did not let this computer ${step === 'push' ? 'send' : 'fetch'} changes: it needs this computer's permission once (HOSTING.md, “Put it online”)`;
  return `git could not ${step === 'push' ? 'send your changes' : 'fetch what is online'} (${text.trim().split('\n').at(-1) ?? 'no reason given'})`;
}

/** Whether commits not yet online touch anything outside content/ (a developer's work, never his to send). */
async function othersAhead(root: string, remote: string, branch: string): Promise<string[]> {
  const ahead = await git(root, ['log', '--format=', '--name-only', `${remote}/${branch}..HEAD`]).catch(() => '');
  return [...new Set(ahead.split('\n').filter((file) => file && !file.startsWith(`${contentDir}/`)))];
}

/** Sends the owner's changes of content/ in `root` online; never throws. */
export async function putOnline(root: string): Promise<OnlineAnswer> {
  try {
    const { remote, branch } = await upstream(root);
    await git(root, ['fetch', remote, branch], networkMs).catch((error: unknown) => {
      throw new NotOnline(networkWords('fetch', error, remote));
    });
    const others = await othersAhead(root, remote, branch);
    if (others.length)
      throw new NotOnline(
        `this copy of your site has a developer's changes not yet online (${others.slice(0, 3).join(', ')}), which only they may send: ask them to, then press Put it online again`,
      );
    const changed = await changedContent(root);
    if (changed.length) {
      await git(root, ['add', '--all', '--', contentDir]);
      const who = (await git(root, ['config', 'user.email']).catch(() => '')).trim()
        ? []
        : ['-c', 'user.name=The site’s editor', '-c', 'user.email=editor@localhost'];
      await git(root, [...who, 'commit', '--no-verify', '--quiet', '-m', `Changed in the editor: ${entriesOf(root, changed)}`, '--', contentDir]);
    }
    const count = async (range: string) => Number((await git(root, ['rev-list', '--count', range])).trim());
    // What is online first, his commit on top of it; any file outside content/ stays as it is (--autostash).
    if (await count(`HEAD..${remote}/${branch}`))
      await git(root, ['rebase', '--autostash', '--quiet', `${remote}/${branch}`]).catch(async (error: unknown) => {
        const conflicted = (await git(root, ['diff', '--name-only', '--diff-filter=U']).catch(() => '')).split('\n').filter(Boolean);
        await git(root, ['rebase', '--abort']).catch(() => '');
        throw new NotOnline(
          conflicted.length
            ? `${entriesOf(root, conflicted)} changed online too (the weekly podcast update, or another computer), in the same places as here. Nothing is lost: your changes are kept on this computer. HOSTING.md, “When both changed”, says how they are joined`
            : `git could not join what is online with your changes (${said(error).trim().split('\n').at(-1)}). Nothing is lost: your changes are kept on this computer`,
        );
      });
    if (!(await count(`${remote}/${branch}..HEAD`))) return { online: true, words: 'Nothing new to put online: every change you published is online already.' };
    await git(root, ['push', '--quiet', remote, `HEAD:refs/heads/${branch}`], networkMs).catch((error: unknown) => {
      throw new NotOnline(`${networkWords('push', error, remote)}. Your changes are kept on this computer`);
    });
    return {
      online: true,
      words: `Sent: ${changed.length ? entriesOf(root, changed) : 'your changes'}. Your site shows them in a minute or two, once your host has built it.`,
    };
  } catch (error) {
    if (error instanceof NotOnline) return { online: false, words: `Not online yet: ${error.message}.` };
    return {
      online: false,
      words: `Not online yet: git could not be run on this computer (${said(error).trim().split('\n')[0]}). Your changes are kept on this computer.`,
    };
  }
}
