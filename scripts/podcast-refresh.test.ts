/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveFeeds } from '../e2e/feeds/serve';

// `npm run podcast:refresh` against feeds served over real HTTP (e2e/feeds/), on a copy of the
// podcast data file: what it writes, and that every bad feed leaves every file as it was.

let feeds: Awaited<ReturnType<typeof serveFeeds>>;
let root: string;

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

/** Runs the refresh on the copy with PODCAST_FEED set; resolves with its exit code and output. */
function refresh(feed: string): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, ['scripts/podcast-refresh.ts', '--root', root], { env: { ...process.env, PODCAST_FEED: feed } }, (error, out, err) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, out, err }),
    );
  });
}

/** Every file of the copy and its bytes. */
function snapshot(): Record<string, string> {
  const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return Object.fromEntries(files.map((entry) => [join(entry.parentPath, entry.name).slice(root.length), readFileSync(join(entry.parentPath, entry.name)).toString('base64')]));
}

const podcast = () => JSON.parse(readFileSync(join(root, 'content/podcast.json'), 'utf8'));

it('writes the three latest episodes, with their images in content/photos/, and leaves the rest of the file as it was', async () => {
  const before = podcast();
  const { code, out } = await refresh(`${feeds.origin}/show.xml`);
  expect(code).toBe(0);
  expect(out).toContain('the three latest episodes of OJ to the World written to content/podcast.json');
  const after = podcast();
  expect(after.episodes).toEqual([
    {
      id: 'ep-012',
      title: 'Carve-outs: Day 1 & the 100 Days After',
      date: '2026-11-16',
      duration: '50 min',
      isoDuration: 'PT50M',
      image: { file: 'podcast-ep-012.jpg', alt: 'Cover art of “Carve-outs: Day 1 & the 100 Days After”' },
      link: 'https://podcast.example.com/episodes/12',
    },
    {
      id: 'ep-011',
      title: 'When the Integration Plan Meets Reality',
      date: '2026-11-02',
      duration: '44 min',
      isoDuration: 'PT44M',
      image: { file: 'podcast-ep-011.png', alt: 'Cover art of “When the Integration Plan Meets Reality”' },
      link: 'https://podcast.example.com/episodes/11',
    },
    {
      id: 'ep-010',
      title: 'Mentoring Across Time Zones',
      date: '2026-10-19',
      duration: '1 h 6 min',
      isoDuration: 'PT1H6M',
      image: { file: 'podcast-ep-010.jpg', alt: 'Cover art of “Mentoring Across Time Zones”' },
      link: 'https://podcast.example.com/episodes/10',
    },
  ]);
  expect({ ...after, episodes: [] }).toEqual({ ...before, episodes: [] });
  expect(readFileSync(join(root, 'content/photos/podcast-ep-012.jpg'))).toEqual(readFileSync('e2e/feeds/covers/ep-12.jpg'));
  expect(readFileSync(join(root, 'content/photos/podcast-ep-011.png'))).toEqual(readFileSync('e2e/feeds/covers/ep-11.png'));
  // No image of its own: the show's.
  expect(readFileSync(join(root, 'content/photos/podcast-ep-010.jpg'))).toEqual(readFileSync('e2e/feeds/covers/show.jpg'));

  const written = snapshot();
  const again = await refresh(`${feeds.origin}/show.xml`);
  expect(again.out).toContain('up to date');
  expect(snapshot()).toEqual(written);
});

describe.each([
  ['a feed that cannot be fetched', '/gone.xml', /^podcast:refresh: the feed could not be fetched from http:\/\/127\.0\.0\.1:\d+\/gone\.xml: HTTP 404; nothing was changed$/],
  ['a page that is not RSS', '/not-rss.html', /^podcast:refresh: the feed is not RSS: .*; nothing was changed$/],
  ['a feed with fewer than three episodes', '/two-episodes.xml', /^podcast:refresh: the feed has 2 dated episodes; the teaser needs 3; nothing was changed$/],
  ['a feed with a script in a title', '/markup.xml', /^podcast:refresh: the feed's episode 1 \(the latest\)'s title carries markup or a script; texts must be plain; nothing was changed$/],
])('%s', (_, path, message) => {
  it('says what is wrong in one line, and changes no file', async () => {
    const before = snapshot();
    const { code, out, err } = await refresh(`${feeds.origin}${path}`);
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err.trim().split('\n')).toEqual([expect.stringMatching(message)]);
    expect(snapshot()).toEqual(before);
  });
});

it('says so in one line when nothing answers at the feed’s address', async () => {
  const before = snapshot();
  const { code, err } = await refresh('http://127.0.0.1:9/feed.xml');
  expect(code).toBe(1);
  expect(err.trim().split('\n')).toEqual([expect.stringMatching(/^podcast:refresh: the feed could not be fetched from http:\/\/127\.0\.0\.1:9\/feed\.xml: .+; nothing was changed$/)]);
  expect(snapshot()).toEqual(before);
});
