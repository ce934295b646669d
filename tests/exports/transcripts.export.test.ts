/**
 * @jest-environment node
 */
import { within } from '@testing-library/dom';
import { exportedFile, exportedPage } from './exported';

// The show for everyone, in the all-services export (out-delivery/), whose show the podcast refresh
// stored from the Podcasting 2.0 fixture feed (scripts/test/feeds/show.xml): each episode's
// transcript as text beside its player (WCAG 1.2.1), its chapters, people and numbers, its file,
// the feed to subscribe to, and why an episode has no player. The journey presses a chapter
// (e2e/podcast.delivery.spec.ts); the default export has none of it (voice.export.test.ts).

const dir = 'out-delivery';
const page = (path: string) => exportedPage(path, dir);
const main = (path: string) => page(path).querySelector('main')!;
const inMain = (path: string) => within(main(path));
const pathOf = (address: string | null | undefined) => new URL(address ?? '', 'http://site.test').pathname;
const graphOf = (path: string) =>
  JSON.parse(page(path).querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')['@graph'] as Record<string, unknown>[];

const carveOuts = '/podcast/carve-outs-day-1-the-100-days-after';
const video = '/podcast/when-the-integration-plan-meets-reality';

describe('a transcript for every episode that has one, linked right under its player', () => {
  it('links it next after the player, and says so where an episode has none', () => {
    const player = main(carveOuts).querySelector('audio')!;
    const next = player.nextElementSibling?.matches('ul') ? player.nextElementSibling : player.nextElementSibling?.nextElementSibling;
    expect(
      pathOf(
        within(next as HTMLElement)
          .getByRole('link', { name: 'Read the transcript' })
          .getAttribute('href'),
      ),
    ).toBe(`${carveOuts}/transcript`);
    expect(inMain('/podcast/the-very-first-episode').getByText('This episode has no transcript yet.')).toBeTruthy();
  });

  it('shows each turn as text, its time and its speaker named, the feed’s markup never markup', () => {
    const transcript = `${carveOuts}/transcript`;
    expect(inMain(transcript).getByRole('heading', { level: 1 }).textContent).toBe('Carve-outs: Day 1 & the 100 Days After');
    expect(page(transcript).title).toBe('Transcript: Carve-outs: Day 1 & the 100 Days After | Olu Johnson');
    const region = inMain(transcript).getByRole('region', { name: 'Transcript' });
    const turns = [...region.querySelectorAll('p')].map((turn) => turn.textContent);
    expect(turns[0]).toBe(
      'Play from 0:00 Olu Johnson: Welcome to OJ to the World. Today: carve-outs, day one & after. My guest has separated two businesses from their parents.',
    );
    expect(turns).toHaveLength(4);
    expect(region.querySelectorAll('script, i, b, iframe, img')).toHaveLength(0);
    expect(pathOf(inMain(transcript).getByRole('link', { name: 'Back to the episode' }).getAttribute('href'))).toBe(carveOuts);
    // HTML from the feed: its words and paragraphs alone.
    const old = inMain('/podcast/old-episode/transcript').getByRole('region', { name: 'Transcript' });
    expect([...old.querySelectorAll('p')].map((p) => p.textContent)).toEqual(
      expect.arrayContaining(['Olu Johnson: Words of an old transcript <b>escaped</b>.']),
    );
    expect(old.querySelectorAll('script, style, iframe, img, a[href^="javascript:"]')).toHaveLength(0);
  });

  it('plays where it is read: the player above it, each turn’s time a moment of its own that plays from there, and each time said inside a turn too', () => {
    const transcript = `${carveOuts}/transcript`;
    const player = main(transcript).querySelector('audio');
    expect([player?.id, player?.getAttribute('src')]).toEqual(['episode-audio', 'https://media.example.com/oj/ep-12.mp3']);
    const region = inMain(transcript).getByRole('region', { name: 'Transcript' });
    const press = within(region).getByRole('link', { name: 'Play from 0:09' });
    expect([press.getAttribute('href'), press.getAttribute('data-seek'), press.getAttribute('aria-controls')]).toEqual(['#t=9', '9', 'episode-audio']);
    expect(press.closest('p')?.id).toBe('t=9');
    // Maria Keller's cues at 0:09 and 1:05 are one turn: 1:05 keeps its address inside it, and plays from there.
    const inside = page(transcript).getElementById('t=65');
    expect([inside?.tagName, inside?.textContent, inside?.getAttribute('data-seek'), inside?.closest('p')?.id]).toEqual(['A', 'Play from 1:05', '65', 't=9']);
    // Its policy admits the episode's audio host, and the loader's script answers the presses.
    const policy = page(transcript).querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content');
    expect(policy).toContain('media-src https://media.example.com;');
    expect([...page(transcript).querySelectorAll('head script:not([src])')].some((script) => script.textContent?.includes('timeupdate'))).toBe(true);
  });

  it('cuts a long one into parts of a page each, every part linked from each', () => {
    const first = within(inMain(`${video}/transcript`).getByRole('navigation', { name: 'Parts of the transcript' }));
    const count = first.getAllByRole('link').length;
    expect(count).toBeGreaterThanOrEqual(3);
    const parts = [`${video}/transcript`, ...Array.from({ length: count - 1 }, (_, index) => `${video}/transcript/${index + 2}`)];
    for (const [index, part] of parts.entries()) {
      const links = within(inMain(part).getByRole('navigation', { name: 'Parts of the transcript' })).getAllByRole('link');
      expect(links.map((link) => pathOf(link.getAttribute('href')))).toEqual(parts);
      expect(links[index]?.getAttribute('aria-current')).toBe('page');
    }
    // Each part named by where in the episode it is, each starting where the one before ends.
    const names = within(inMain(parts[0] ?? '').getByRole('navigation', { name: 'Parts of the transcript' }))
      .getAllByRole('link')
      .map((link) => link.textContent ?? '');
    const spans = names.map((name) => /^part \d+ of \d+ \((?:(\d+:\d{2}) to (\d+:\d{2})|from (\d+:\d{2}))\)$/.exec(name));
    expect(spans.every(Boolean)).toBe(true);
    expect(spans[0]?.[1]).toBe('0:00');
    expect(spans.at(-1)?.[3]).toMatch(/^\d+:\d{2}$/);
    for (const [index, span] of spans.slice(1).entries()) expect(span?.[1] ?? span?.[3]).toBe(spans[index]?.[2]);
    expect(() => exportedFile(`${video.slice(1)}/transcript/${count + 1}.html`, dir)).toThrow(/ENOENT/);
    expect(() => exportedFile(`${video.slice(1)}/transcript/1.html`, dir)).toThrow(/ENOENT/);
    // Words only the transcript holds, on its page (what search finds).
    expect(parts.map((part) => main(part).textContent?.includes('quarterbacking the cutover weekend'))).toContain(true);
    const sitemap = exportedFile('sitemap.xml', dir).toString('utf8');
    for (const part of parts) expect(sitemap).toContain(`${part}</loc>`);
  });
});

describe('chapters, people and numbers', () => {
  it('lists the chapters under the player, each a button that plays the episode from its start', () => {
    const chapters = within(inMain(carveOuts).getByRole('region', { name: 'Chapters' }));
    const presses = chapters.getAllByRole('button');
    expect(presses.map((press) => press.textContent)).toEqual([
      'Play from 0:00Welcome',
      'Play from 1:05Transitional service agreements',
      'Play from 2:10The hundred days <b>after</b>',
    ]);
    expect(presses.map((press) => [press.getAttribute('data-seek'), press.getAttribute('aria-controls')])).toEqual([
      ['0', 'episode-audio'],
      ['65', 'episode-audio'],
      ['130', 'episode-audio'],
    ]);
    expect(main(carveOuts).querySelector('audio')?.id).toBe('episode-audio');
  });

  it('names the hosts and guests, and the season and episode numbers, on the page and to search engines', () => {
    expect(main(carveOuts).textContent).toContain(
      'With Olu Johnson (another site, opens in a new tab) (host), Maria Keller (another site, opens in a new tab) (guest)',
    );
    expect(
      pathOf(
        inMain(carveOuts)
          .getByRole('link', { name: /^Maria Keller/ })
          .getAttribute('href'),
      ),
    ).toBe('/maria');
    expect(main(carveOuts).textContent).toContain('50 min · Season 2 · Episode 12');
    expect(within(page('/podcast').querySelector('main')!).getAllByText(/Season 2 · Episode 12$/)).toHaveLength(1);
    const [node] = graphOf(carveOuts);
    expect(node).toMatchObject({
      episodeNumber: 12,
      partOfSeason: { '@type': 'PodcastSeason', seasonNumber: 2 },
      actor: [
        { '@type': 'Person', name: 'Olu Johnson' },
        { '@type': 'Person', name: 'Maria Keller', url: 'https://example.org/maria' },
      ],
    });
  });
});

describe('what a show’s own site has', () => {
  it('offers the file to download, and the feed to subscribe to on the show’s pages', () => {
    expect(inMain(carveOuts).getByRole('link', { name: 'Download the episode (MP3, 48 MB)' }).getAttribute('href')).toBe(
      'https://media.example.com/oj/ep-12.mp3',
    );
    for (const path of ['/podcast', carveOuts])
      expect(inMain(path).getByRole('link', { name: 'Subscribe to the feed (RSS)' }).getAttribute('href')).toBe('https://podcast.example.com/feed.xml');
  });

  it('says why an episode has no player', () => {
    expect(main(video).textContent).toContain('This episode is a video, which this site does not play: hear it where it is published, on podcast.example.com.');
    expect(main('/podcast/old-episode').textContent).toContain('This episode is served without https, which a secure page may not play.');
  });
});
