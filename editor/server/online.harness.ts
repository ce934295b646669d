// What the tests of *Put it online* share: real git repositories on this machine, made anew for
// each test. A bare repository is the place the site is kept; `owner` is his copy, cloned from it;
// `other` is another clone, standing for the weekly podcast refresh, another computer or an
// engineer, which commits there first. Importing this registers the hooks that make and remove them.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const repos = { dir: '', remote: '', owner: '', other: '' };

const identity = { GIT_AUTHOR_NAME: 'T', GIT_AUTHOR_EMAIL: 't@example.com', GIT_COMMITTER_NAME: 'T', GIT_COMMITTER_EMAIL: 't@example.com' };
/** Runs git in `cwd`; its output, trimmed. */
export const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', stdio: 'pipe', env: { ...process.env, ...identity } }).trim();

/** What the remote's `ref` has at `file`, as bytes. */
export const onlineBytes = (file: string, ref = 'main') => execFileSync('git', ['show', `${ref}:${file}`], { cwd: repos.remote, stdio: 'pipe' });

/** Writes `text` (or bytes) at `file` of the copy at `root`. */
export function write(root: string, file: string, text: string | Buffer) {
  mkdirSync(join(root, file, '..'), { recursive: true });
  writeFileSync(join(root, file), text);
}
export const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');

/** A data file's text as the editor writes it. */
export const json = (data: unknown) => `${JSON.stringify(data, null, 2)}\n`;

/** What the remote's `ref` has at `file`. */
export const online = (file: string, ref = 'main') => git(repos.remote, 'show', `${ref}:${file}`);

/** The files a commit of the remote changed, and its message. */
export const commitOf = (ref: string) => ({
  message: git(repos.remote, 'log', '-1', '--format=%B', ref),
  files: git(repos.remote, 'show', '--format=', '--name-only', ref).split('\n').sort(),
});

/** Commits `files` in `other` (each a text, or a change to the data it has now) and pushes them: a change online before the owner presses. */
export function changeOnline(files: Record<string, string | ((now: Record<string, unknown>) => unknown)>, message = 'podcast: refresh') {
  git(repos.other, 'pull', '--quiet', '--rebase');
  for (const [file, text] of Object.entries(files)) write(repos.other, file, typeof text === 'string' ? text : json(text(JSON.parse(read(repos.other, file)))));
  git(repos.other, 'add', '--all');
  git(repos.other, 'commit', '--quiet', '-m', message);
  git(repos.other, 'push', '--quiet', 'origin', 'main');
  return git(repos.other, 'rev-parse', 'HEAD');
}

/** The specification's copy of a data file (tests/spec/content/), parsed. */
export const specData = (name: string): Record<string, unknown> => JSON.parse(readFileSync(`tests/spec/content/${name}.json`, 'utf8'));

/** The site as the seed commits it: the specification's data files the tests change, a page's code and a README. */
export const seedFiles: Record<string, string> = {
  ...Object.fromEntries(['home', 'contact', 'podcast', 'settings', 'episodes'].map((name) => [`content/${name}.json`, json(specData(name))])),
  'app/page.tsx': 'export default function Page() { return null; }\n',
  'README.md': 'The site.\n',
};

/**
 * The repositories as every test starts from them, made once a file and copied for each test (a
 * copy is a fraction of the git commands that make them). The clones name the place the site is
 * kept by a relative path, so each copy sends to its own.
 */
let template = '';
beforeAll(() => {
  template = mkdtempSync(join(tmpdir(), 'online-template-'));
  const remote = join(template, 'site.git');
  git(template, 'init', '--quiet', '--bare', '--initial-branch=main', remote);
  const seed = join(template, 'seed');
  git(template, 'clone', '--quiet', remote, seed);
  for (const [file, text] of Object.entries(seedFiles)) write(seed, file, text);
  git(seed, 'add', '--all');
  git(seed, 'commit', '--quiet', '-m', 'The site');
  git(seed, 'push', '--quiet', 'origin', 'main');
  rmSync(seed, { recursive: true, force: true });
  for (const name of ['owner', 'other']) {
    git(template, 'clone', '--quiet', remote, name);
    git(join(template, name), 'remote', 'set-url', 'origin', '../site.git');
  }
  git(join(template, 'owner'), 'config', 'user.email', 'oj@example.com');
  git(join(template, 'owner'), 'config', 'user.name', 'OJ');
});
afterAll(() => rmSync(template, { recursive: true, force: true }));

beforeEach(() => {
  repos.dir = mkdtempSync(join(tmpdir(), 'online-'));
  cpSync(template, repos.dir, { recursive: true });
  repos.remote = join(repos.dir, 'site.git');
  repos.owner = join(repos.dir, 'owner');
  repos.other = join(repos.dir, 'other');
});
afterEach(() => rmSync(repos.dir, { recursive: true, force: true }));
