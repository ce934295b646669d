/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { listen } from '../tools/listen';
import { podcast, refresh, root, snapshot } from './podcast-refresh.harness';
import {
  artFilesPerPage,
  exportBounds,
  filesPerPage,
  maxParts,
  maxSeasonListings,
  maxTranscriptPages,
  maxTurns,
  partLength,
  siteFiles,
  transcriptsWithinRoom,
  turnsPerPart,
} from '#model/exportBounds.ts';
import { listingsOf, seasonsOf, seasonWindow } from '#model/showListing.ts';
import { partsOf, turnsOf } from '#model/transcripts.ts';

// The podcast refresh against feeds that try to misuse it, from a server of the test's own on this
// machine: each is refused in one line with every file as it was, or taken only as far as is safe.

describe('a hostile or careless feed', () => {
  type Route = (response: ServerResponse) => void;
  let routes: Record<string, Route> = {};
  let hostile: Server;
  let origin = '';
  beforeAll(async () => {
    hostile = createServer((request, response) => (routes[request.url ?? ''] ?? ((r: ServerResponse) => r.writeHead(404).end()))(response));
    origin = `http://127.0.0.1:${await listen(hostile)}`;
  });
  afterAll(() => new Promise((resolve) => hostile.close(resolve)));

  const cover = readFileSync('scripts/test/feeds/covers/ep-12.jpg');
  const item = (title: string, day: number, number: number | string, image = '/cover.jpg') =>
    `<item><title>${title}</title><pubDate>${new Date(Date.UTC(2026, 10, day)).toUTCString()}</pubDate><itunes:episode>${number}</itunes:episode><itunes:duration>30:00</itunes:duration><itunes:image href="${image}"/></item>`;
  const feed = (items: string[], head = '<?xml version="1.0" encoding="UTF-8"?>') =>
    `${head}<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel><title>OJ to the World</title>${items.join('')}</channel></rss>`;
  const xml =
    (text: string | Buffer): Route =>
    (response) =>
      response.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(text);
  const jpeg: Route = (response) => response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(cover);
  const three = (image = '/cover.jpg') => feed([item('One', 3, 1, image), item('Two', 2, 2, image), item('Three', 1, 3, image)]);

  /** Runs the refresh on the feed at `path` of the hostile server; expects one line and no change when `refused` is given. */
  async function run(path: string, refused?: RegExp) {
    const before = snapshot();
    const result = await refresh(`${origin}${path}`);
    if (refused) {
      expect(result.code).toBe(1);
      expect(result.err.trim().split('\n')).toEqual([expect.stringMatching(refused)]);
      expect(snapshot()).toEqual(before);
    } else expect(result).toMatchObject({ code: 0, err: '' });
    return result;
  }

  /** Runs the refresh on a feed whose images cannot be used: no image written, each named in a line, and the home page's three as they were. */
  async function withoutImages(path: string, why: RegExp) {
    const teased = podcast().episodes;
    const result = await run(path);
    expect(result.out).toMatch(why);
    expect(result.out).toContain('podcast:refresh: the home page keeps the three episodes it had');
    expect(existsSync(join(root, 'content/photos'))).toBe(false);
    expect(podcast().episodes).toEqual(teased);
  }

  it('cannot make it fetch from another server on this machine, and writes nothing of it', async () => {
    let asked = false;
    const secret = createServer((_, response) => {
      asked = true;
      response.writeHead(200, { 'Content-Type': 'image/png' }).end('INTERNAL-SECRET token=abc');
    });
    const secretOrigin = `http://127.0.0.1:${await listen(secret)}`;
    routes = { '/feed.xml': xml(three('/redirect')), '/redirect': (response) => response.writeHead(302, { Location: `${secretOrigin}/x` }).end() };
    await withoutImages(
      '/feed.xml',
      /^podcast:refresh: on the home page without “One”, whose image could not be used: the image of “One” is redirected to an address that leads away from the feed's own server on this machine, to http:\/\/127\.0\.0\.1:\d+\/x$/m,
    );
    routes['/feed.xml'] = xml(three(`${secretOrigin}/x`));
    await withoutImages(
      '/feed.xml',
      /^podcast:refresh: on the home page without “Two”, whose image could not be used: the image of “Two” leads away from the feed's own server on this machine, to http:\/\/127\.0\.0\.1:\d+\/x$/m,
    );
    expect(asked).toBe(false);
    await new Promise((resolve) => secret.close(resolve));
  });

  it('writes only real images, known by their bytes, whatever their stated type', async () => {
    routes = {
      '/feed.xml': xml(three('/page.png')),
      '/page.png': (response) => response.writeHead(200, { 'Content-Type': 'image/png' }).end('<!DOCTYPE html><title>Not an image</title>'),
    };
    await withoutImages(
      '/feed.xml',
      /^podcast:refresh: on the home page without “Three”, whose image could not be used: the image of “Three” \(http:\/\/127\.0\.0\.1:\d+\/page\.png\) is not a picture the site can use$/m,
    );
    routes = {
      '/feed.xml': xml(three('/cover.bin')),
      '/cover.bin': (response) => response.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(cover),
    };
    await run('/feed.xml');
    expect(readFileSync(join(root, 'content/photos/podcast-ep-001.jpg'))).toEqual(cover);
  });

  it('touches none of the owner’s photos, whatever their names', async () => {
    mkdirSync(join(root, 'content/photos'));
    writeFileSync(join(root, 'content/photos/podcast-studio.jpg'), 'the owner’s own');
    routes = { '/feed.xml': xml(three()), '/cover.jpg': jpeg };
    await run('/feed.xml');
    await run('/feed.xml'); // and again, over its own files
    expect(readFileSync(join(root, 'content/photos/podcast-studio.jpg'), 'utf8')).toBe('the owner’s own');
    expect(JSON.parse(readFileSync(join(root, 'content/photos/podcast-refresh.json'), 'utf8'))).toEqual([
      'podcast-ep-001.jpg',
      'podcast-ep-002.jpg',
      'podcast-ep-003.jpg',
    ]);
    // A photo of the owner's under a name the refresh would write: refused, not overwritten.
    rmSync(join(root, 'content/photos/podcast-refresh.json'));
    writeFileSync(join(root, 'content/photos/podcast-ep-004.jpg'), 'also the owner’s');
    routes['/feed.xml'] = xml(feed([item('Four', 4, 4), item('One', 3, 1), item('Two', 2, 2)]));
    await run(
      '/feed.xml',
      /^podcast:refresh: content\/photos\/podcast-ep-004\.jpg is a photo of yours, not one the refresh wrote; rename it, and the refresh will write its own; nothing was changed$/,
    );
  });

  it('reads the feed as written: unique ids whatever its numbers, titles as text, its declared encoding', async () => {
    routes = { '/feed.xml': xml(feed([item('007', 3, 7), item('true', 2, 7), item('1e3', 1, 7)])), '/cover.jpg': jpeg };
    await run('/feed.xml');
    expect(podcast().episodes.map(({ id, title }: { id: string; title: string }) => `${id} ${title}`)).toEqual(['ep-003 007', 'ep-002 true', 'ep-001 1e3']);
    routes['/latin.xml'] = xml(
      Buffer.from(
        feed([item('Caf\u00e9 cr\u00e8me', 3, 1), item('Three', 2, 2), item('Four', 1, 3)], '<?xml version="1.0" encoding="windows-1252"?>'),
        'latin1',
      ),
    );
    await run('/latin.xml');
    expect(podcast().episodes[0].title).toBe('Café crème');
    routes['/unknown.xml'] = xml(feed([], '<?xml version="1.0" encoding="x-klingon"?>'));
    await run('/unknown.xml', /^podcast:refresh: the feed declares the encoding x-klingon, which cannot be read; nothing was changed$/);
  });

  it('refuses an entity the feed does not define, rather than publishing it as text', async () => {
    routes = { '/feed.xml': xml(feed([item('Big &lol9; laughs', 3, 1), item('Two', 2, 2), item('Three', 1, 3)])), '/cover.jpg': jpeg };
    await run(
      '/feed.xml',
      /^podcast:refresh: the feed has 2 episodes .* the teaser needs 3 \(left out: “Big &lol9; laughs” \(the feed's episode 1 by date's title uses &lol9;, an entity the feed does not define\)\); nothing was changed$/,
    );
  });

  const episodes = () => JSON.parse(readFileSync(join(root, 'content/episodes.json'), 'utf8')).episodes;
  /** An item numbered by its day, with Podcasting 2.0 tags (`extra`): its chapters or transcript. */
  const linked = (title: string, day: number, extra = '') =>
    item(title, day, day).replace('<item>', '<item xmlns:podcast="https://podcastindex.org/namespace/1.0">').replace('</item>', `${extra}</item>`);
  const transcriptAt = (path: string) => `<podcast:transcript url="${path}" type="text/vtt"/>`;
  const withAudio = (title: string, day: number, number: number, url: string) =>
    item(title, day, number).replace('</item>', `<enclosure url="${url}" type="audio/mpeg" length="1000"/></item>`);

  it('cannot write the podcast page’s policy: an audio host carrying a ";" (a directive of its own) is refused, and nothing is written', async () => {
    routes = { '/cover.jpg': jpeg };
    for (const url of [
      'https://a.example;script-src-elem/ep1.mp3',
      'https://a.example%3Bscript-src/ep1.mp3',
      'https://a.example,b/ep1.mp3',
      'https://user@a.example/ep1.mp3',
    ]) {
      routes['/feed.xml'] = xml(feed([withAudio('One', 3, 1, url), withAudio('Two', 2, 2, 'https://evil.example/ep2.mp3'), item('Three', 1, 3)]));
      await run(
        '/feed.xml',
        /^podcast:refresh: the feed's episode 1 by date's audio is at \S+, which is not a plain host name \(lower-case letters, digits, hyphens and dots, and a port\); nothing was changed$/,
      );
    }
  });

  it('plays audio from at most eight hosts: a feed on a hundred is taken, its older episodes listed without a player, and says which', async () => {
    const items = Array.from({ length: 100 }, (_, index) =>
      withAudio(`Episode ${100 - index}`, 28 - (index % 28), 100 - index, `https://cdn-${index}.example.com/ep.mp3`).replace(
        /<pubDate>[^<]+/,
        `<pubDate>${new Date(Date.UTC(2026, 10, 1) - index * 86_400_000).toUTCString()}`,
      ),
    );
    routes = { '/feed.xml': xml(feed(items)), '/cover.jpg': jpeg };
    const { out } = await run('/feed.xml');
    expect(out).toMatch(
      /; listed without a player, their audio being on more hosts than the page's 8: “Episode 92” \(https:\/\/cdn-8\.example\.com\), .*“Episode 1” \(https:\/\/cdn-99\.example\.com\)$/m,
    );
    const written = episodes();
    expect(written).toHaveLength(100);
    expect(new Set(written.flatMap(({ audio }: { audio?: { url: string } }) => (audio ? [new URL(audio.url).origin] : []))).size).toBe(8);
    expect(written[8]).not.toHaveProperty('audio');
  });

  it('gives no episode an address a host or the site keeps for itself (Index, 404, Admin, Feed), and says which it gave instead', async () => {
    routes = {
      '/feed.xml': xml(feed([item('Index', 5, 5), item('404', 4, 4), item('Admin', 3, 3), item('Feed', 2, 2), item('Con', 1, 1)])),
      '/cover.jpg': jpeg,
    };
    const { out } = await run('/feed.xml');
    expect(episodes().map(({ slug }: { slug: string }) => slug)).toEqual(['index-episode', '404-episode', 'admin-episode', 'feed-episode', 'con-episode']);
    expect(out).toContain(
      '“Index” would be at /podcast/index, a name the hosts keep for a folder’s own page or its not-found page: its page is /podcast/index-episode',
    );
    expect(out).toContain('“Feed” would be at /podcast/feed, the name of one of the site’s own files: its page is /podcast/feed-episode');
    // A file an older refresh wrote with `index` gets its address anew; the others keep theirs.
    writeFileSync(
      join(root, 'content/episodes.json'),
      JSON.stringify({ episodes: episodes().map((episode: { slug: string }, index: number) => (index ? episode : { ...episode, slug: 'index' })) }),
    );
    await run('/feed.xml');
    expect(episodes()[0].slug).toBe('index-episode');
  });

  it('lets no odd episode stop the refresh: invisible characters dropped, escaped markup kept as text, any nesting read, a title in markup left out with a line', async () => {
    const nested = `${'<b>'.repeat(5000)}deep${'</b>'.repeat(5000)}`;
    const described = (title: string, day: number, number: number, description: string) =>
      item(title, day, number).replace('</item>', `<description><![CDATA[${description}]]></description></item>`);
    routes = {
      '/feed.xml': xml(
        feed([
          described('Zero\u200Bwidth', 6, 6, '<p>When x&lt;y, and only then.</p>'),
          described('Right\u202Eto left', 5, 5, nested),
          item('Three', 4, 4),
          item('&lt;b&gt;Bold&lt;/b&gt; title', 3, 3),
          described('Five', 2, 2, 'A\u200B description'),
        ]),
      ),
      '/cover.jpg': jpeg,
    };
    const { out } = await run('/feed.xml');
    const written = episodes();
    expect(written.map(({ title }: { title: string }) => title)).toEqual(['Zerowidth', 'Rightto left', 'Three', 'Five']);
    expect(written.map(({ description }: { description?: string }) => description)).toEqual(['When x<y, and only then.', 'deep', undefined, 'A description']);
    expect(out).toMatch(
      /^podcast:refresh: left out of the podcast page: “Bold title” \(the feed's episode 4 by date's title carries markup or a script; texts must be plain\)$/m,
    );
    expect(podcast().episodes.map(({ title }: { title: string }) => title)).toEqual(['Zerowidth', 'Rightto left', 'Three']);
  });

  it('lets no chapters or transcript answer stop the refresh: a page, no body, Latin-1 bytes, null chapters, a parser’s own error are each a line', async () => {
    const chapters = (path: string) => `<podcast:chapters url="${path}" type="application/json+chapters"/>`;
    const answer =
      (type: string, body: string | Buffer): Route =>
      (response) =>
        response.writeHead(200, { 'Content-Type': type }).end(body);
    routes = {
      '/feed.xml': xml(
        feed([
          linked('Page', 6, chapters('/page.json')),
          linked('Empty', 5, chapters('/empty.json')),
          linked('Latin', 4, chapters('/latin.json')),
          linked('Null', 3, chapters('/null.json')),
          linked('Captions', 2, transcriptAt('/bad.vtt')),
          linked('Fine', 1, chapters('/fine.json')),
        ]),
      ),
      '/cover.jpg': jpeg,
      '/page.json': answer('text/html', '<!DOCTYPE html><title>Welcome</title>'),
      '/empty.json': answer('application/json', ''),
      '/latin.json': answer('application/json', Buffer.from('{"chapters":[{"startTime":0,"title":"Caf\u00e9"}]}', 'latin1')),
      '/null.json': answer('application/json', '{"chapters":null}'),
      '/bad.vtt': answer('text/vtt', Buffer.from([0xff, 0xfe, 0x00])),
      '/fine.json': answer('application/json', '{"chapters":[{"startTime":0,"title":"Welcome"}]}'),
    };
    const { out } = await run('/feed.xml');
    expect(out).toMatch(/the chapters of “Page” is not JSON/);
    expect(out).toMatch(/the chapters of “Empty” is not JSON/);
    expect(out).toMatch(/the chapters of “Latin” is not UTF-8 text/);
    expect(out).toMatch(/the chapters of “Null” has no chapters/);
    expect(out).toMatch(/the transcript of “Captions” is not UTF-8 text/);
    expect(episodes().map(({ title, chapters: read }: { title: string; chapters?: unknown[] }) => `${title} ${read?.length ?? 0}`)).toEqual([
      'Page 0',
      'Empty 0',
      'Latin 0',
      'Null 0',
      'Captions 0',
      'Fine 1',
    ]);
  });

  it('teases each episode under the show’s own id, so its title finds its own page: a trailer without a number, two episodes on one day', async () => {
    const trailer = item('Trailer', 1, 1).replace('<itunes:episode>1</itunes:episode>', '');
    const sameDay = (title: string, number: number, hour: number) =>
      item(title, 8, number).replace(/<pubDate>[^<]+/, `<pubDate>${new Date(Date.UTC(2026, 10, 8, hour)).toUTCString()}`);
    routes = { '/feed.xml': xml(feed([sameDay('Part Three', 3, 12), sameDay('Part Two', 2, 9), item('Part One', 7, 1), trailer])), '/cover.jpg': jpeg };
    await run('/feed.xml');
    const stored = episodes();
    const teased = podcast().episodes.map(({ id, date, title }: { id: string; date: string; title: string }) => ({ id, date, title }));
    expect(teased.map(({ title }: { title: string }) => title)).toEqual(['Part Three', 'Part Two', 'Part One']);
    // pageOfTeased finds the stored episode by id and date: each is the one of the same title.
    for (const episode of teased)
      expect(
        stored.filter(({ id, date }: { id: string; date: string }) => id === episode.id && date === episode.date).map(({ title }: { title: string }) => title),
      ).toEqual([episode.title]);
    expect(stored.map(({ title, number }: { title: string; number?: number }) => `${title} ${number ?? '-'}`)).toEqual([
      'Part Three 3',
      'Part Two 2',
      'Part One 1',
      'Trailer -',
    ]);
  });

  it('keeps ten long transcripts of one-letter turns within the pages every host takes, each with a line', async () => {
    const cue = (index: number) =>
      `${new Date(index * 1000).toISOString().slice(11, 23)} --> ${new Date(index * 1000 + 900).toISOString().slice(11, 23)}\n<v ${index % 2 ? 'Bo' : 'Al'}>x`;
    const vtt = `WEBVTT\n\n${Array.from({ length: 31_000 }, (_, index) => cue(index)).join('\n\n')}`;
    expect(vtt.length).toBeGreaterThan(1_200_000);
    routes = {
      '/feed.xml': xml(feed(Array.from({ length: 10 }, (_, index) => linked(`Long ${index + 1}`, index + 1, transcriptAt('/long.vtt'))))),
      '/cover.jpg': jpeg,
      '/long.vtt': (response) => response.writeHead(200, { 'Content-Type': 'text/vtt' }).end(vtt),
    };
    const { out } = await run('/feed.xml');
    expect(
      out.match(/is longer than the site shows \(400,000 characters in 4,000 turns at most\): kept 4,000 of its 31,000 turns, up to 1:06:40/g),
    ).toHaveLength(10);
    let pages = 0;
    for (const { slug } of episodes()) {
      const { text } = JSON.parse(readFileSync(join(root, `content/transcripts/${slug}.json`), 'utf8'));
      const parts = partsOf(await turnsOf(text), partLength);
      expect(parts.length).toBeLessThanOrEqual(maxParts);
      expect(Math.max(...parts.map((part) => part.length))).toBeLessThanOrEqual(turnsPerPart);
      pages += parts.length;
    }
    expect(pages).toBe(400); // of the 1,500 every transcript together may have: 7 files a page, 2,800 of the 18,000
    expect(pages).toBeLessThanOrEqual(maxTranscriptPages);
  });

  it('keeps what is stored within the pages every host takes as the show grows, not only what it writes: the export counted, each left named', async () => {
    const cue = (index: number) =>
      `${new Date(index * 1000).toISOString().slice(11, 23)} --> ${new Date(index * 1000 + 900).toISOString().slice(11, 23)}\n<v ${index % 2 ? 'Bo' : 'Al'}>x`;
    const vtt = `WEBVTT\n\n${Array.from({ length: maxTurns }, (_, index) => cue(index)).join('\n\n')}`;
    routes = {
      '/feed.xml': xml(feed(Array.from({ length: 20 }, (_, index) => linked(`Long ${20 - index}`, 20 - index, transcriptAt('/long.vtt'))))),
      '/cover.jpg': jpeg,
      '/long.vtt': (response) => response.writeHead(200, { 'Content-Type': 'text/vtt' }).end(vtt),
    };
    expect((await run('/feed.xml')).out).not.toContain('without pages');
    // Then 980 newer episodes, each of a season of its own: the show at the most the site holds.
    routes['/feed.xml'] = xml(
      feed(
        Array.from({ length: 980 }, (_, index) =>
          item(`New ${1000 - index}`, 1000 - index, 1000 - index).replace('</item>', `<itunes:season>${1000 - index}</itunes:season></item>`),
        ),
      ),
    );
    // A refresh stores at most 100 new episodes (./show.ts, withinNewBound): the show grows refresh by refresh.
    let { out } = await run('/feed.xml');
    for (let refresh = 1; refresh < 10 && out.includes('wait for the next refresh'); refresh += 1) ({ out } = await run('/feed.xml'));
    expect(out).not.toContain('wait for the next refresh');
    expect(out).toMatch(
      /^podcast:refresh: without pages, as every transcript's pages together would pass the 611 every host takes beside the show's 1,000 episodes: the transcripts of “Long 5”, “Long 4”, “Long 3”, “Long 2”, “Long 1”$/m,
    );
    const stored = episodes();
    const listings = listingsOf(stored);
    const parts = async ({ slug }: { slug: string }) => {
      const file = join(root, `content/transcripts/${slug}.json`);
      return existsSync(file) ? partsOf(await turnsOf(JSON.parse(readFileSync(file, 'utf8')).text), partLength).length : 0;
    };
    const { shown } = await transcriptsWithinRoom(
      stored.filter(({ slug }: { slug: string }) => existsSync(join(root, `content/transcripts/${slug}.json`))),
      stored.length + listings.length,
      parts,
    );
    let transcriptPages = 0;
    for (const episode of stored) if (shown.has(episode.slug)) transcriptPages += await parts(episode);
    const files = siteFiles + (stored.length + listings.length) * (filesPerPage + artFilesPerPage) + transcriptPages * filesPerPage;
    expect([transcriptPages, files <= exportBounds.files]).toEqual([600, true]);
    // A season of its own for each: pages for the newest hundred, and a few links on each page.
    expect(listings.filter(({ season }) => season !== undefined)).toHaveLength(maxSeasonListings);
    expect(seasonWindow(900, seasonsOf(stored)).length).toBeLessThanOrEqual(9);
  });

  it('finds an episode’s transcript by the episode it names, never by a file name another title can take', async () => {
    // The owner's second transcript of “Foo” is foo-1.json; an episode titled “Foo 1” has the address foo-1.
    mkdirSync(join(root, 'content/transcripts'), { recursive: true });
    writeFileSync(join(root, 'content/transcripts/foo-1.json'), JSON.stringify({ episode: 'foo', text: 'Olu Johnson: The owner’s own, of Foo.' }));
    routes = {
      '/feed.xml': xml(feed([linked('Foo 1', 3, transcriptAt('/foo-1.vtt')), linked('Foo', 2), linked('Bar', 1)])),
      '/cover.jpg': jpeg,
      '/foo-1.vtt': (response) =>
        response.writeHead(200, { 'Content-Type': 'text/vtt' }).end('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v Maria Keller>Foo one, from the feed.'),
    };
    const { out } = await run('/feed.xml');
    expect(JSON.parse(readFileSync(join(root, 'content/transcripts/foo-1.json'), 'utf8')).text).toBe('Olu Johnson: The owner’s own, of Foo.');
    expect(JSON.parse(readFileSync(join(root, 'content/transcripts/foo-1.from-feed.json'), 'utf8'))).toMatchObject({
      episode: 'foo-1',
      text: '[0:01] Maria Keller: Foo one, from the feed.',
    });
    expect(out).toMatch(/without a transcript, .*: “Bar”$/m);
  });

  it('ends a refresh whose transcripts drip within its time, naming what it left for the next one, keeping what arrived', async () => {
    const dripping = new Set<ServerResponse>();
    const drip: Route = (response) => {
      response.writeHead(200, { 'Content-Type': 'text/vtt' }).write('WEBVTT\n\n');
      const more = setInterval(() => response.write(' '), 100);
      dripping.add(response);
      response.on('close', () => (clearInterval(more), dripping.delete(response)));
    };
    const quick = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<v Maria Keller>On time.';
    routes = {
      '/feed.xml': xml(
        feed([
          linked('Quick', 9, transcriptAt('/quick.vtt')),
          ...Array.from({ length: 6 }, (_, index) => linked(`Slow ${index + 1}`, 8 - index, transcriptAt(`/drip-${index}.vtt`))),
          linked('Silent', 1),
        ]),
      ),
      '/cover.jpg': jpeg,
      '/quick.vtt': (response) => response.writeHead(200, { 'Content-Type': 'text/vtt' }).end(quick),
      ...Object.fromEntries(Array.from({ length: 6 }, (_, index) => [`/drip-${index}.vtt`, drip])),
    };
    const before = snapshot();
    const { code, out } = await refresh(`${origin}/feed.xml`, 1500); // each file alone has 20 s
    expect(code).toBe(0);
    expect(out).toMatch(
      /^podcast:refresh: not fetched within 1\.5 s, the refresh's time for every transcript and chapters file together, so kept as they were and tried again at the next refresh: the transcripts and chapters of “Slow 1”, “Slow 2”, “Slow 3”, “Slow 4”, “Slow 5”, “Slow 6”$/m,
    );
    expect(out).toMatch(/without a transcript, .*: “Silent”$/m); // the episode that has none, not those left for the next refresh
    // Every download in flight is given up (the server hears each close; else the test's time runs out).
    await new Promise<void>(
      (closed) =>
        void (function check() {
          if (dripping.size) setTimeout(check, 10);
          else closed();
        })(),
    );
    expect(JSON.parse(readFileSync(join(root, 'content/transcripts/quick.json'), 'utf8'))).toMatchObject({ text: '[0:01] Maria Keller: On time.' });
    expect(Object.keys(snapshot()).filter((file) => !(file in before) && file.includes('transcripts'))).toEqual(['/content/transcripts/quick.json']);
  });

  it('prints no secret of the feed’s address', async () => {
    routes = {};
    const { err } = await run(
      '/private.xml?token=s3cret',
      /^podcast:refresh: the feed could not be fetched from http:\/\/127\.0\.0\.1:\d+\/private\.xml: HTTP 404; nothing was changed$/,
    );
    expect(err).not.toContain('s3cret');
  });
});
