/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import sharp from 'sharp';
import { listen } from '../tools/listen';
import { refreshedPaths } from '#model/schema/podcast.ts';
import { refresh, root } from './podcast-refresh.harness';

// The show at any size: a host's feed of some hundreds of weekly episodes in seasons, refreshed,
// then the same host keeping only its latest (as many do): the episodes it dropped keep their
// pages, each at its address, with all it had.

const cover = readFileSync('scripts/test/feeds/covers/ep-12.jpg');
let feed = '';
let server: Server;
let origin = '';
/** The addresses of cover art asked for, in order. */
let asked: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url?.startsWith('/art/')) asked.push(request.url);
    if (request.url === '/cover.jpg' || request.url?.startsWith('/art/ok-')) return response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(cover);
    if (request.url?.startsWith('/art/')) return response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(feed);
  });
  origin = `http://127.0.0.1:${await listen(server)}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Show notes as hosts write them: paragraphs of HTML with links, `size` characters or so. */
const notesOf = (size: number) =>
  Array.from(
    { length: Math.ceil(size / 160) },
    (_, index) => `<p>Part ${index} of the notes, with <a href="https://example.com/${index}">a link</a>, on leading change and careers.</p>`,
  ).join('');

/** Episode `n` of a weekly show of 52 a season, from 2020-01-06 on; with show notes of `notes` characters, given three times as hosts give them. */
const item = (n: number, notes = 0, art = `${origin}/cover.jpg`) => {
  const date = new Date(Date.UTC(2020, 0, 6 + 7 * (n - 1)));
  const shown = notes ? `<description><![CDATA[${notesOf(notes)}]]></description><content:encoded><![CDATA[${notesOf(notes)}]]></content:encoded>` : '';
  return `<item><title>Episode ${n}: week ${n}</title><guid isPermaLink="false">oj-${n}</guid><pubDate>${date.toUTCString()}</pubDate>${shown}
<itunes:episode>${n}</itunes:episode><itunes:season>${Math.ceil(n / 52)}</itunes:season><itunes:duration>45:00</itunes:duration>
<itunes:image href="${art}"/><enclosure url="https://media.example.com/oj/${n}.mp3" type="audio/mpeg" length="1000"/></item>`;
};
/** The feed of episodes `from` to `to`, newest first, as hosts write it. */
const feedOf = (from: number, to: number, notes = 0) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>OJ to the World</title>${Array.from(
    { length: to - from + 1 },
    (_, index) => item(to - index, notes),
  ).join('')}</channel></rss>`;

type Stored = { id: string; slug: string; title: string; number?: number; season?: number; audio?: { url: string } };
const stored = (): Stored[] => JSON.parse(readFileSync(join(root, 'content/episodes.json'), 'utf8')).episodes;

it('keeps every episode the feed ever gave, at its address, when the host drops its oldest', async () => {
  feed = feedOf(1, 260);
  expect((await refresh(`${origin}/feed.xml`)).code).toBe(0);
  const first = stored();
  expect(first).toHaveLength(260);
  expect(new Set(first.map(({ season }) => season))).toEqual(new Set([1, 2, 3, 4, 5]));
  const addresses = new Map(first.map(({ title, slug }) => [title, slug]));

  // The host now keeps only its latest 100, and a new episode came out.
  feed = feedOf(162, 261);
  const { code, out } = await refresh(`${origin}/feed.xml`);
  expect(code).toBe(0);
  expect(out).toContain('kept, with their pages, though the feed no longer has them: 161 episodes, the latest “Episode 161: week 161”');
  // A line the owner reads, however large the show: ten titles, then how many more.
  expect(out).toMatch(/without a transcript, [^\n]*“Episode 252: week 252” and 251 more\n/);
  const after = stored();
  expect(after.map(({ title }) => title)).toEqual(Array.from({ length: 261 }, (_, index) => `Episode ${261 - index}: week ${261 - index}`));
  for (const { title, slug } of after) if (addresses.has(title)) expect(slug).toBe(addresses.get(title));
  expect(after.find(({ number }) => number === 1)).toMatchObject({ season: 1, audio: { url: 'https://media.example.com/oj/1.mp3' } });
  expect(new Set(after.map(({ id }) => id)).size).toBe(after.length);
  // A week with nothing new: up to date, and still what it keeps.
  expect((await refresh(`${origin}/feed.xml`)).out).toBe(
    'podcast:refresh: up to date: the episodes of OJ to the World are already on the site\npodcast:refresh: kept, with their pages, though the feed no longer has them: 161 episodes, the latest “Episode 161: week 161”\n',
  );
});

it('takes a feed of the thousand episodes the site holds, with show notes, as hosts publish it', async () => {
  feed = feedOf(1, 1000, 4000);
  expect(Buffer.byteLength(feed)).toBeGreaterThan(5 * 1024 * 1024); // over the 5 MB the refresh once took
  const { code, err } = await refresh(`${origin}/feed.xml`);
  expect([code, err]).toEqual([0, '']);
  expect(stored()).toHaveLength(1000);
});

it('keeps each episode’s own cover art at one small size, fetches it once, and never the show’s', async () => {
  const artOf = (n: number) => (n % 3 === 0 ? `${origin}/cover.jpg` : n === 7 ? `${origin}/art/missing-7.jpg` : `${origin}/art/ok-${n}.jpg`);
  const show = (last: number, art = artOf) =>
    `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>OJ to the World</title><itunes:image href="${origin}/cover.jpg"/>${Array.from(
      { length: last },
      (_, index) => item(last - index, 0, art(last - index)),
    ).join('')}</channel></rss>`;
  type WithArt = Stored & { art?: { file: string; from: string } };
  const art = () => new Map((stored() as WithArt[]).map(({ number, art: theirs }) => [number, theirs]));
  const files = () => readdirSync(join(root, 'content/podcast-art')).sort();

  feed = show(12);
  asked = [];
  const { code, out } = await refresh(`${origin}/feed.xml`);
  expect(code).toBe(0);
  // Each own address once; the show's cover (every third episode's) is no episode's art.
  expect(asked.sort()).toEqual(['/art/missing-7.jpg', ...[1, 2, 4, 5, 8, 10, 11].map((n) => `/art/ok-${n}.jpg`)].sort());
  expect(out).toContain(
    'podcast:refresh: cover art kept as it was, to be fetched at the next refresh (it did not arrive, is no picture, or time ran out): “Episode 7: week 7”',
  );
  expect([...art()].filter(([, theirs]) => theirs).map(([n]) => n)).toEqual([11, 10, 8, 5, 4, 2, 1]);
  expect(art().get(11)).toEqual({ file: expect.stringMatching(/^[0-9a-f]{16}\.webp$/), from: `${origin}/art/ok-11.jpg` });
  expect(files()).toHaveLength(7);
  for (const file of files()) {
    const { format, width, height } = await sharp(join(root, 'content/podcast-art', file)).metadata();
    expect({ format, width, height }).toEqual({ format: 'webp', width: 192, height: 192 });
    expect(statSync(join(root, 'content/podcast-art', file)).size).toBeLessThan(12_000);
  }

  // A week on: what is on disk is not fetched again (the home teaser's three images are, as every
  // week: 13, the show's cover, 11); episode 2's art moved, and its old file goes.
  feed = show(13, (n) => (n === 2 ? `${origin}/art/ok-2-new.jpg` : artOf(n)));
  asked = [];
  expect((await refresh(`${origin}/feed.xml`)).code).toBe(0);
  expect(asked.sort()).toEqual(['/art/missing-7.jpg', '/art/ok-11.jpg', '/art/ok-13.jpg', '/art/ok-2-new.jpg']);
  expect(art().get(2)?.from).toBe(`${origin}/art/ok-2-new.jpg`);
  expect(files()).toHaveLength(8);
  expect(files()).toEqual([...new Set([...art().values()].flatMap((theirs) => theirs?.file ?? []))].sort());
  // Every file it wrote is under a path its weekly workflow commits.
  const written = readdirSync(join(root, 'content'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  for (const entry of written) {
    const file = join(entry.parentPath, entry.name).slice(root.length + 1);
    expect([file, refreshedPaths.some((path) => file === path || file.startsWith(`${path}/`))]).toEqual([file, true]);
  }
  expect(written.map(({ parentPath }) => parentPath.slice(root.length + 1))).toContain('content/podcast-art');
});

it('keeps an episode he took off the site stored at its address, and out of the home page’s three', async () => {
  feed = feedOf(1, 30);
  expect((await refresh(`${origin}/feed.xml`)).code).toBe(0);
  const pulled = stored()[0];
  expect(pulled?.title).toBe('Episode 30: week 30');
  const podcastFile = join(root, 'content/podcast.json');
  writeFileSync(podcastFile, JSON.stringify({ ...JSON.parse(readFileSync(podcastFile, 'utf8')), leftOff: [pulled?.slug] }));

  const { code, out } = await refresh(`${origin}/feed.xml`);
  expect(code).toBe(0);
  expect(out).toContain('podcast:refresh: kept off the site, as you chose in the editor (Podcast, Episodes off the site): 1 episode');
  const teased = JSON.parse(readFileSync(podcastFile, 'utf8'));
  expect(teased.episodes.map(({ title }: { title: string }) => title)).toEqual(['Episode 29: week 29', 'Episode 28: week 28', 'Episode 27: week 27']);
  expect(teased.leftOff).toEqual([pulled?.slug]);
  expect(stored()[0]).toMatchObject({ title: 'Episode 30: week 30', slug: pulled?.slug });
});

/** An item as the tests below write it: its title, guid, page, audio and art as given, a week apart from 2020-01-06. */
const itemOf = (
  n: number,
  {
    title = `Real episode ${n}`,
    host = 'old',
    guid = true,
    link = '',
    art = `${origin}/cover.jpg`,
  }: { title?: string; host?: string; guid?: boolean; link?: string; art?: string } = {},
) =>
  `<item><title>${title}</title>${guid ? `<guid isPermaLink="false">${host}-${n}</guid>` : ''}<link>${link || `https://${host}.example/${n}`}</link><pubDate>${new Date(Date.UTC(2020, 0, 6 + 7 * (n - 1))).toUTCString()}</pubDate>
<itunes:duration>45:00</itunes:duration><itunes:image href="${art}"/><enclosure url="https://media.${host}.example/${n}.mp3" type="audio/mpeg" length="${1000 + n}"/></item>`;
const channel = (items: string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>OJ to the World</title><itunes:image href="${origin}/cover.jpg"/>${items.join('')}</channel></rss>`;
const takeOff = (slugs: string[]) => {
  const file = join(root, 'content/podcast.json');
  writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), leftOff: slugs }));
};
const teaserTitles = () => JSON.parse(readFileSync(join(root, 'content/podcast.json'), 'utf8')).episodes.map(({ title }: { title: string }) => title);

it('lets no flood of newer episodes push his off the site: one refresh stores at most a hundred new ones, and his feed’s return has them all', async () => {
  const real = Array.from({ length: 50 }, (_, index) => itemOf(50 - index));
  feed = channel(real);
  expect((await refresh(`${origin}/feed.xml`)).code).toBe(0);
  const addresses = new Map(stored().map(({ title, slug }) => [title, slug]));
  feed = channel(Array.from({ length: 1000 }, (_, index) => itemOf(2000 - index, { title: `Junk ${2000 - index}`, host: 'junk' })));
  const flooded = await refresh(`${origin}/feed.xml`);
  expect([flooded.code, flooded.out]).toEqual([
    0,
    expect.stringContaining('podcast:refresh: 900 more new episodes wait for the next refresh (at most 100 new ones a refresh'),
  ]);
  expect(flooded.out).toContain('back to “Junk 1001”');
  expect(stored()).toHaveLength(150);
  feed = channel(real); // the real feed again: every one of his is still stored, with its address, and shown
  expect((await refresh(`${origin}/feed.xml`)).code).toBe(0);
  const his = stored().filter(({ title }) => !title.startsWith('Junk'));
  expect(his.map(({ title, slug }) => [title, slug])).toEqual([...addresses]);
  expect(teaserTitles()).toEqual(['Real episode 50', 'Real episode 49', 'Real episode 48']);
});

it('knows the show again when it moves host, every guid, page and audio new: no episode doubled, and what he took off stays off', async () => {
  feed = channel([5, 4, 3, 2, 1].map((n) => itemOf(n)));
  expect((await refresh(`${origin}/feed.xml`)).code).toBe(0);
  const before = stored();
  takeOff([before[1]?.slug ?? '']); // Real episode 4
  feed = channel([6, 5, 4, 3, 2, 1].map((n) => itemOf(n, { host: 'new' })));
  expect((await refresh(`${origin}/feed.xml`)).code).toBe(0);
  expect(stored().map(({ slug }) => slug)).toEqual(['real-episode-6', ...before.map(({ slug }) => slug)]);
  expect(stored()[2]?.audio?.url).toBe('https://media.new.example/4.mp3');
  expect(teaserTitles()).toEqual(['Real episode 6', 'Real episode 5', 'Real episode 3']);

  // Items with no guid that share one page: each keeps its own address, week after week.
  feed = channel([3, 2, 1].map((n) => itemOf(n, { title: `Talk ${n}`, host: 'talks', guid: false, link: 'https://talks.example/' })));
  const talks = () => stored().flatMap(({ title, slug }) => (title.startsWith('Talk') ? [[title, slug]] : []));
  expect(await refresh(`${origin}/feed.xml`)).toMatchObject({ code: 0, err: '' });
  feed = channel([5, 4, 3, 2, 1].map((n) => itemOf(n, { title: `Talk ${n}`, host: 'talks', guid: false, link: 'https://talks.example/' })));
  expect((await refresh(`${origin}/feed.xml`)).code).toBe(0);
  expect(talks()).toEqual([5, 4, 3, 2, 1].map((n) => [`Talk ${n}`, `talk-${n}`]));
});

it('lets no image stop the refresh: an AVIF or a GIF is made WebP, one that does not arrive gives way to the show’s, and each is said', async () => {
  const pixels = sharp({ create: { width: 64, height: 64, channels: 3, background: '#456' } });
  const images: Record<string, Buffer> = { '/art/one.avif': await pixels.clone().avif().toBuffer(), '/art/two.gif': await pixels.clone().gif().toBuffer() };
  const art = createServer((request, response) => {
    const bytes = images[request.url ?? ''];
    if (bytes) return response.writeHead(200).end(bytes);
    if (request.url === '/cover.jpg') return response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(cover);
    if (request.url === '/feed.xml') return response.writeHead(200).end(feed);
    response.writeHead(404).end();
  });
  const at = `http://127.0.0.1:${await listen(art)}`;
  const arts = ['/art/one.avif', '/art/two.gif', '/art/gone.jpg', '/art/one.avif'];
  feed = channel(arts.map((path, index) => itemOf(4 - index, { art: `${at}${path}` }))).replaceAll(origin, at);
  const { code, out } = await refresh(`${at}/feed.xml`);
  await new Promise((done) => art.close(done));
  expect(code).toBe(0);
  const teased = JSON.parse(readFileSync(join(root, 'content/podcast.json'), 'utf8')).episodes;
  expect(teased.map(({ image }: { image: { file: string } }) => image.file)).toEqual(['podcast-ep-004.webp', 'podcast-ep-003.webp', 'podcast-ep-002.jpg']);
  for (const file of ['podcast-ep-004.webp', 'podcast-ep-003.webp']) expect((await sharp(join(root, 'content/photos', file)).metadata()).format).toBe('webp');
  expect(readFileSync(join(root, 'content/photos/podcast-ep-002.jpg'))).toEqual(cover); // the show's own
  expect(out).toMatch(/^podcast:refresh: cover art kept as it was, to be fetched at the next refresh[^\n]*“Real episode 2”$/m);
  expect((stored() as (Stored & { art?: { from: string } })[]).map(({ art: theirs }) => theirs?.from.replace(at, ''))).toEqual([
    '/art/one.avif',
    '/art/two.gif',
    undefined,
    '/art/one.avif',
  ]);
});
