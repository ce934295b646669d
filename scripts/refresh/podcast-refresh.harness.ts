// What the podcast refresh's tests share (podcast-refresh.test.ts: what it writes and its refusals;
// podcast-refresh.hostile.test.ts: feeds that try to misuse it): each test gets a copy of the podcast
// data file at `root`, and runs the refresh on it as the command would, in this process (`refresh`),
// or the command itself where what it prints and its exit are the point (`command`; a Node start is
// about 2 s on a busy core). Importing this registers the hooks that make and remove the copy.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveFeeds } from '../test/feeds/serve';
import { outcome } from './podcast-refresh';

/** The feeds of scripts/test/feeds/, served over real HTTP for the file's tests. */
export let feeds: Awaited<ReturnType<typeof serveFeeds>>;
/** This test's copy of the project: its podcast data file, where the refresh writes. */
export let root: string;

beforeAll(async () => {
  feeds = await serveFeeds();
});
afterAll(() => feeds.close());

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'podcast-'));
  mkdirSync(join(root, 'content'));
  cpSync('content/podcast.json', join(root, 'content/podcast.json'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

export type Result = { code: number; out: string; err: string };

/** Runs the refresh on the copy from `feed` (its transcripts and chapters fetched for `extrasWithin` ms at most); resolves with the exit code and output the command would give. */
export async function refresh(feed: string, extrasWithin?: number): Promise<Result> {
  const { code, line } = await outcome(root, feed, extrasWithin);
  return code ? { code, out: '', err: `${line}\n` } : { code, out: `${line}\n`, err: '' };
}

/** Runs `npm run podcast:refresh` itself on the copy with PODCAST_FEED set; resolves with its exit code and output. */
export function command(feed: string): Promise<Result> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/refresh/podcast-refresh.ts', '--root', root], { env: { ...process.env, PODCAST_FEED: feed } }, (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

/** Every file of the copy and its bytes. */
export function snapshot(): Record<string, string> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(
    files.map((entry) => [join(entry.parentPath, entry.name).slice(root.length), readFileSync(join(entry.parentPath, entry.name)).toString('base64')]),
  );
}

export const podcast = () => JSON.parse(readFileSync(join(root, 'content/podcast.json'), 'utf8'));
