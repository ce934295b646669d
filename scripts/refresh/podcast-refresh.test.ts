/**
 * @jest-environment node
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { command, feeds, podcast, refresh, root, snapshot } from './podcast-refresh.harness';

// `npm run podcast:refresh` against feeds served over real HTTP (scripts/test/feeds/), on a copy of the
// podcast data file (./podcast-refresh.harness.ts): what it writes, and that every bad feed leaves
// every file as it was. Feeds that try to misuse it: podcast-refresh.hostile.test.ts.

it('writes the three latest episodes, with their images in content/photos/, and leaves the rest of the file as it was', async () => {
  const before = podcast();
  const { code, out } = await command(`${feeds.origin}/show.xml`);
  expect(code).toBe(0);
  expect(out).toContain('the three latest episodes of OJ to the World written to content/podcast.json');
  expect(out).toContain('the latest 9 episodes, for the podcast page, to content/episodes.json');
  const after = podcast();
  expect(after.episodes).toEqual([
    {
      id: 'ep-012',
      title: 'Carve-outs: Day 1 & the 100 Days After',
      date: '2026-11-16',
      duration: '50 min',
      image: { file: 'podcast-ep-012.jpg', alt: 'Cover art of “Carve-outs: Day 1 & the 100 Days After”' },
      link: 'https://podcast.example.com/episodes/12',
    },
    {
      id: 'ep-011',
      title: 'When the Integration Plan Meets Reality',
      date: '2026-11-02',
      duration: '44 min',
      image: { file: 'podcast-ep-011.png', alt: 'Cover art of “When the Integration Plan Meets Reality”' },
      link: 'https://podcast.example.com/episodes/11',
    },
    {
      id: 'ep-010',
      title: 'Mentoring Across Time Zones',
      date: '2026-10-19',
      duration: '1 h 6 min',
      image: { file: 'podcast-ep-010.jpg', alt: 'Cover art of “Mentoring Across Time Zones”' },
      link: 'https://podcast.example.com/episodes/10',
    },
  ]);
  expect({ ...after, episodes: [] }).toEqual({ ...before, episodes: [] });
  // Every episode, for the podcast page: descriptions as plain text, audio over https alone.
  expect(JSON.parse(readFileSync(join(root, 'content/episodes.json'), 'utf8')).episodes).toEqual([
    expect.objectContaining({
      id: 'ep-012',
      // Its https link kept as a link (./show.ts); a script's or plain http's, as words.
      description:
        'Separating a business is a merger in reverse. Day 1 decides little; the [hundred days](https://example.com/hundred-days) after decide much.\n\nWith guests from two carve-outs.\nRecorded in London, notes on a plain site.',
      audio: { url: 'https://media.example.com/oj/ep-12.mp3', type: 'audio/mpeg', length: 48000000 },
    }),
    expect.not.objectContaining({ audio: expect.anything() }),
    expect.objectContaining({
      id: 'ep-010',
      description: 'Leading a team spread over nine time zones, without burning anyone out.',
      audio: { url: 'https://media.example.com/oj/ep-10.m4a', type: 'audio/x-m4a', length: 61000000 },
    }),
    expect.not.objectContaining({ audio: expect.anything() }),
    {
      id: 'ep-008',
      slug: 'the-very-first-episode',
      title: 'The very first episode',
      date: '2026-09-07',
      duration: '25 min',
      audio: { url: 'https://cdn.example.org/first.mp3', type: 'audio/mpeg' },
      number: 8,
    },
    ...['index', '404', 'admin', 'feed'].map((words) => expect.objectContaining({ slug: `${words}-episode` })),
  ]);
  expect(out).toContain(
    '“Index” would be at /podcast/index, a name the hosts keep for a folder’s own page or its not-found page: its page is /podcast/index-episode',
  );
  expect(readFileSync(join(root, 'content/photos/podcast-ep-012.jpg'))).toEqual(readFileSync('scripts/test/feeds/covers/ep-12.jpg'));
  expect(readFileSync(join(root, 'content/photos/podcast-ep-011.png'))).toEqual(readFileSync('scripts/test/feeds/covers/ep-11.png'));
  // No image of its own: the show's.
  expect(readFileSync(join(root, 'content/photos/podcast-ep-010.jpg'))).toEqual(readFileSync('scripts/test/feeds/covers/show.jpg'));

  const written = snapshot();
  const again = await refresh(`${feeds.origin}/show.xml`);
  expect(again.out).toContain('up to date');
  expect(snapshot()).toEqual(written);

  // Each episode's page keeps the address the file gave it, whatever its title has become since.
  const episodesPath = join(root, 'content/episodes.json');
  const stored = JSON.parse(readFileSync(episodesPath, 'utf8'));
  expect(stored.episodes.map(({ slug }: { slug: string }) => slug)).toEqual([
    'carve-outs-day-1-the-100-days-after',
    'when-the-integration-plan-meets-reality',
    'mentoring-across-time-zones',
    'old-episode',
    'the-very-first-episode',
    'index-episode',
    '404-episode',
    'admin-episode',
    'feed-episode',
  ]);
  stored.episodes[0].slug = 'carve-outs-day-one';
  writeFileSync(episodesPath, JSON.stringify(stored));
  expect((await refresh(`${feeds.origin}/show.xml`)).code).toBe(0);
  expect(JSON.parse(readFileSync(episodesPath, 'utf8')).episodes[0]).toMatchObject({
    id: 'ep-012',
    slug: 'carve-outs-day-one',
    title: 'Carve-outs: Day 1 & the 100 Days After',
  });
});

it('stores what the feed carries beyond the audio: transcripts of every type as text, chapters, people, numbers, and why an episode has no player', async () => {
  const { code, out } = await refresh(`${feeds.origin}/show.xml`);
  expect(code).toBe(0);
  const stored = JSON.parse(readFileSync(join(root, 'content/episodes.json'), 'utf8'));
  // The address the feed names as its own, as the subscribe link (the refresh read it from this machine).
  expect(stored.feed).toBe('https://podcast.example.com/feed.xml');
  expect(stored.episodes[0]).toMatchObject({
    season: 2,
    number: 12,
    people: [
      { name: 'Olu Johnson', role: 'host', link: 'https://oj.example.com/about' },
      { name: 'Maria Keller', role: 'guest', link: 'https://example.org/maria' },
    ],
    // JSON 1.2: in order, whole seconds, a chapter kept out of the table of contents left out, markup as the text it is.
    chapters: [
      { start: 0, title: 'Welcome' },
      { start: 65, title: 'Transitional service agreements' },
      { start: 130, title: 'The hundred days <b>after</b>' },
    ],
  });
  expect(stored.episodes.map(({ id, unplayable }: { id: string; unplayable?: string }) => `${id}:${unplayable ?? ''}`).slice(0, 4)).toEqual([
    'ep-012:',
    'ep-011:video',
    'ep-010:',
    'ep-009:insecure',
  ]);
  expect(out).toContain(
    'listed without a player: “When the Integration Plan Meets Reality” (a video, which this site does not play); “Old episode” (served without https, which a secure page may not play)',
  );

  const transcript = (slug: string) => JSON.parse(readFileSync(join(root, `content/transcripts/${slug}.json`), 'utf8'));
  // WebVTT, preferred to the plain text beside it: each voice a speaker, a speaker's cues one turn, markup gone.
  expect(transcript('carve-outs-day-1-the-100-days-after')).toMatchObject({
    episode: 'carve-outs-day-1-the-100-days-after',
    text: expect.stringMatching(
      /^\[0:00\] Olu Johnson: Welcome to OJ to the World\. Today: carve-outs, day one & after\. My guest has separated two businesses from their parents\.\n\n\[0:09\] Maria Keller: Thank you, Olu\./,
    ),
    fromFeed: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  // SubRip, its speakers named in its text; JSON, its segments' speakers; HTML, its words and paragraphs only.
  expect(transcript('mentoring-across-time-zones').text).toBe(
    '[0:01] Olu Johnson: Nine time zones, one team. Nobody should be on every call.\n\n[0:42] Priya Natarajan: We kept one overlap hour and wrote everything else down.',
  );
  expect(transcript('when-the-integration-plan-meets-reality').text).toMatch(/^\[0:00\] Olu Johnson: \S.*\n\n\[0:18\] Amara Obi: /);
  expect(transcript('old-episode').text).toBe('Olu Johnson: The very old episode, on plain http.\n\nOlu Johnson: Words of an old transcript <b>escaped</b>.');
  expect(out).toContain('the transcript of “The very first episode” could not be fetched');
  // Named by their titles, as the owner knows them.
  expect(out).toMatch(
    /^podcast:refresh: without a transcript, which a visitor who cannot hear needs \(write or paste one in the editor, Podcast transcripts\): “The very first episode”(, “[^”]+”){4}$/m,
  );

  // A transcript the owner corrected is his: the next refresh leaves it as he wrote it.
  const file = join(root, 'content/transcripts/mentoring-across-time-zones.json');
  const corrected = { ...transcript('mentoring-across-time-zones'), text: '[0:01] Olu Johnson: Nine time zones, one team, corrected.' };
  writeFileSync(file, JSON.stringify(corrected));
  const again = await refresh(`${feeds.origin}/show.xml`);
  expect(again.code).toBe(0);
  expect(transcript('mentoring-across-time-zones').text).toBe('[0:01] Olu Johnson: Nine time zones, one team, corrected.');
  // One the refresh wrote and nobody changed follows the feed.
  const feedOwn = join(root, 'content/transcripts/old-episode.json');
  writeFileSync(
    feedOwn,
    JSON.stringify({ ...transcript('old-episode'), text: 'An older text', fromFeed: createHash('sha256').update('An older text').digest('hex') }),
  );
  expect((await refresh(`${feeds.origin}/show.xml`)).code).toBe(0);
  expect(transcript('old-episode').text).toMatch(/^Olu Johnson: The very old episode/);
});

describe.each([
  [
    'a feed that cannot be fetched',
    '/gone.xml',
    /^podcast:refresh: the feed could not be fetched from http:\/\/127\.0\.0\.1:\d+\/gone\.xml: HTTP 404; nothing was changed$/,
  ],
  ['a page that is not RSS', '/not-rss.html', /^podcast:refresh: the feed is not RSS: .*; nothing was changed$/],
  [
    'a feed with fewer than three episodes',
    '/two-episodes.xml',
    /^podcast:refresh: the feed has 2 episodes with a title, a running time \(itunes:duration, as 3000, 50:00 or 0:50:00\) and an image; the teaser needs 3; nothing was changed$/,
  ],
  [
    'a feed with a script in a title',
    '/markup.xml',
    /^podcast:refresh: the feed has 2 episodes .* the teaser needs 3 \(left out: “Deals done” \(the feed's episode 1 by date's title carries markup or a script; texts must be plain\)\); nothing was changed$/,
  ],
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
  const { code, err } = await command('http://127.0.0.1:9/feed.xml');
  expect(code).toBe(1);
  expect(err.trim().split('\n')).toEqual([
    expect.stringMatching(/^podcast:refresh: the feed could not be fetched from http:\/\/127\.0\.0\.1:9\/feed\.xml: .+; nothing was changed$/),
  ]);
  expect(snapshot()).toEqual(before);
});

// The red team's feeds, from a server of the test's own: what each must not do to the files.
