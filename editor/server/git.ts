// git, as the editor's tools run it: never a question in the terminal (a password prompt would hang
// the button), in plain English, and what it said kept for the line the owner reads.
import { execFile } from 'node:child_process';

/**
 * git's environment: no prompt, no pager, its words in English; and nothing but git runs at his
 * press: no repository hook (an engineer's slow pre-push, a reference-transaction) and no
 * file-system monitor, whatever the repository's settings say.
 */
const quiet = {
  ...process.env,
  GIT_TERMINAL_PROMPT: '0',
  GIT_SSH_COMMAND: 'ssh -o BatchMode=yes',
  LC_ALL: 'C',
  GIT_PAGER: 'cat',
  GIT_CONFIG_COUNT: '2',
  GIT_CONFIG_KEY_0: 'core.hooksPath',
  GIT_CONFIG_VALUE_0: '/dev/null',
  GIT_CONFIG_KEY_1: 'core.fsmonitor',
  GIT_CONFIG_VALUE_1: 'false',
};

export interface GitOptions {
  /** How long it may take (a fetch or a push on a slow connection: longer). */
  timeout?: number;
  /** What it reads on its standard input. */
  input?: Buffer | string;
  /** Variables beside git's own (another index file). */
  env?: Record<string, string>;
}

function run(root: string, args: readonly string[], { timeout = 20_000, input, env = {} }: GitOptions, encoding: 'buffer' | 'utf8') {
  return new Promise<{ out: Buffer | string }>((resolve, reject) => {
    const child = execFile('git', args, { cwd: root, env: { ...quiet, ...env }, timeout, maxBuffer: 256 * 1024 * 1024, encoding }, (error, out, err) =>
      error ? reject(Object.assign(error, { said: `${String(err)}${encoding === 'utf8' ? String(out) : ''}` })) : resolve({ out }),
    );
    child.stdin?.end(input);
  });
}

/** Runs git in `root`; resolves with what it printed, or rejects with what it said (`said`). */
export const git = async (root: string, args: readonly string[], options: GitOptions = {}): Promise<string> =>
  String((await run(root, args, options, 'utf8')).out);

/** Runs git in `root` for bytes (a file's content as stored). */
export async function gitBytes(root: string, args: readonly string[], options: GitOptions = {}): Promise<Buffer> {
  const { out } = await run(root, args, options, 'buffer');
  return Buffer.isBuffer(out) ? out : Buffer.from(out);
}

/** What git said when it failed, or the error's own message. */
export const said = (error: unknown): string => String(Reflect.get(Object(error), 'said') ?? (error instanceof Error ? error.message : error));

/** The last line git said, for a line of the owner's. */
export const lastSaid = (error: unknown): string => said(error).trim().split('\n').at(-1) ?? 'no reason given';
