/**
 * @jest-environment node
 */
import { within } from '@testing-library/dom';
import sharp from 'sharp';
import { exportedFile, exportedPage, pngSize } from './exported';

// Each episode's own page, as crawlers, hosts and readers find it in the all-services export
// (out-delivery/), whose show the podcast refresh stored from the fixture feed
// (scripts/test/feeds/show.xml: nine episodes, one with markup and a script in its description,
// one with no link, two with no audio the site plays, four titled Index, 404, Admin and Feed). The default export has none (voice.export.test.ts).

const dir = 'out-delivery';
const page = (path: string) => exportedPage(path, dir);
const screen = (path: string) => within(page(path).body);
const meta = (path: string, selector: string) => page(path).querySelector(selector)?.getAttribute('content') ?? '';
const graphOf = (path: string) =>
  JSON.parse(page(path).querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')['@graph'] as Record<string, unknown>[];
const pathOf = (address: string | null | undefined) => new URL(address ?? '', 'http://site.test').pathname;
const policyOf = (path: string) => meta(path, 'meta[http-equiv="Content-Security-Policy"]');

/** The feed's episodes, newest first: each page's address, title, date, and where its player plays from (none for a video, or plain HTTP). */
const episodes = [
  {
    path: '/podcast/carve-outs-day-1-the-100-days-after',
    title: 'Carve-outs: Day 1 & the 100 Days After',
    date: '2026-11-16',
    duration: 'PT50M',
    audio: 'https://media.example.com/oj/ep-12.mp3',
  },
  { path: '/podcast/when-the-integration-plan-meets-reality', title: 'When the Integration Plan Meets Reality', date: '2026-11-02', duration: 'PT44M' },
  {
    path: '/podcast/mentoring-across-time-zones',
    title: 'Mentoring Across Time Zones',
    date: '2026-10-19',
    duration: 'PT1H6M',
    audio: 'https://media.example.com/oj/ep-10.m4a',
  },
  { path: '/podcast/old-episode', title: 'Old episode', date: '2026-10-05', duration: 'PT30M' },
  {
    path: '/podcast/the-very-first-episode',
    title: 'The very first episode',
    date: '2026-09-07',
    duration: 'PT25M',
    audio: 'https://cdn.example.org/first.mp3',
  },
  // Titles whose words a host or the site keeps for itself: each an address of its own (model/reservedNames.ts).
  { path: '/podcast/index-episode', title: 'Index', date: '2026-08-31', duration: 'PT20M' },
  { path: '/podcast/404-episode', title: '404', date: '2026-08-24', duration: 'PT20M' },
  { path: '/podcast/admin-episode', title: 'Admin', date: '2026-08-17', duration: 'PT20M' },
  { path: '/podcast/feed-episode', title: 'Feed', date: '2026-08-10', duration: 'PT20M' },
];
const [carveOuts] = episodes;

describe('a page per stored episode', () => {
  it('shows its title as the one h1, its date and running time, its player, its neighbours and the whole list, and the closing call to action', () => {
    for (const [index, episode] of episodes.entries()) {
      const main = page(episode.path).querySelector('main')!;
      expect(
        within(main)
          .getAllByRole('heading', { level: 1 })
          .map((h1) => h1.textContent),
      ).toEqual([episode.title]);
      // The date and running time (the chapters' times are their own: transcripts.export.test.ts).
      expect([...main.querySelectorAll('time')].filter((time) => !time.closest('section')).map((time) => time.getAttribute('datetime'))).toEqual([
        episode.date,
        episode.duration,
      ]);
      const players = [...main.querySelectorAll('audio')].map((audio) => [
        audio.getAttribute('src'),
        audio.hasAttribute('controls'),
        audio.getAttribute('preload'),
      ]);
      expect(players).toEqual(episode.audio ? [[episode.audio, true, 'none']] : []);
      const more = within(within(main).getByRole('navigation', { name: /More episodes/ }));
      const neighbours = [episodes[index + 1]?.path, '/podcast', episodes[index - 1]?.path].filter(Boolean);
      expect(more.getAllByRole('link').map((link) => pathOf(link.getAttribute('href')))).toEqual(neighbours);
      expect(within(main).getByRole('heading', { level: 2, name: /Ready to Lead/ })).toBeTruthy();
      expect(within(main).getByRole('list', { name: 'Listen on' })).toBeTruthy();
    }
  });

  it('gives the description as paragraphs of text, its https links links that say they leave the site: the feed’s markup, script and other links are never markup here', () => {
    const main = page(carveOuts!.path).querySelector('main')!;
    const paragraphs = [...main.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs).toEqual(
      expect.arrayContaining([
        'Separating a business is a merger in reverse. Day 1 decides little; the hundred days (another site, opens in a new tab) after decide much.',
        'With guests from two carve-outs.\nRecorded in London, notes on a plain site.',
      ]),
    );
    const link = within(main).getByRole('link', { name: 'hundred days (another site, opens in a new tab)' });
    expect([link.getAttribute('href'), link.getAttribute('rel'), link.getAttribute('target')]).toEqual([
      'https://example.com/hundred-days',
      'noopener noreferrer nofollow',
      '_blank',
    ]);
    expect(main.querySelectorAll('script, b, a[href^="javascript:"], a[href^="http:"]')).toHaveLength(0);
    expect(main.textContent).not.toContain('alert(1)');
  });

  it('links to the episode on the feed’s own site, in a new tab, where the feed gives its page', () => {
    const elsewhere = screen(carveOuts!.path).getByRole('link', { name: /^This episode on podcast\.example\.com/ });
    expect([elsewhere.getAttribute('href'), elsewhere.getAttribute('target'), elsewhere.getAttribute('rel')]).toEqual([
      'https://podcast.example.com/episodes/12',
      '_blank',
      'noopener noreferrer',
    ]);
    expect(screen('/podcast/old-episode').queryByRole('link', { name: /^This episode on/ })).toBeNull();
  });

  it('admits audio from exactly its own episode’s host, and none on a page without a player', () => {
    for (const episode of episodes) {
      const media = /media-src ([^;]+)/.exec(policyOf(episode.path))?.[1];
      expect({ path: episode.path, media }).toEqual({ path: episode.path, media: episode.audio && new URL(episode.audio).origin });
    }
  });

  it('leaves that policy to its <meta>: the host’s rules give the episodes one rule, of what only a header carries, so a show of a hundred stays within Cloudflare’s hundred rules', () => {
    const rules = exportedFile('_headers', dir)
      .toString('utf8')
      .split('\n\n')
      .pop()!
      .split(/\n(?=\/)/);
    expect(rules.filter((rule) => /^\/podcast\/\S/.test(rule))).toEqual([
      "/podcast/*\n  Content-Security-Policy: base-uri 'self'; object-src 'none'; frame-ancestors 'none'",
    ]);
    expect(rules.length).toBeLessThanOrEqual(100);
  });

  it('is no page at an address no stored episode has, nor at one a host gives a meaning to in the folder', () => {
    for (const file of ['no-such-episode.html', 'index.html', '404.html', '200.html', 'admin.html', 'feed.html'])
      expect(() => exportedFile(`podcast/${file}`, dir)).toThrow(/ENOENT/);
    expect(() => exportedFile('podcast/no-episode-yet.html', dir)).toThrow(/ENOENT/);
  });
});

describe('for crawlers and link previews', () => {
  it('tells each page’s title, description, canonical address and share card', () => {
    for (const episode of episodes) {
      expect(page(episode.path).title).toBe(`${episode.title} | Olu Johnson`);
      expect(meta(episode.path, 'meta[name="description"]').length).toBeGreaterThan(50);
      expect(pathOf(page(episode.path).querySelector('link[rel="canonical"]')?.getAttribute('href'))).toBe(episode.path);
      expect([meta(episode.path, 'meta[property="og:type"]'), meta(episode.path, 'meta[property="article:published_time"]')]).toEqual([
        'article',
        episode.date,
      ]);
      const card = pathOf(meta(episode.path, 'meta[property="og:image"]'));
      expect([card, pngSize(exportedFile(card, dir))]).toEqual([episode.path.replace('/podcast/', '/cards/episodes/') + '.png', [1200, 630]]);
    }
    expect(meta(carveOuts!.path, 'meta[name="description"]')).toMatch(/^Separating a business is a merger in reverse\./);
  });

  it('describes each as a PodcastEpisode of the show, which /podcast describes with each episode by its page', () => {
    const [series] = graphOf('/podcast');
    for (const episode of episodes) {
      const [node] = graphOf(episode.path);
      expect(node).toMatchObject({
        '@type': 'PodcastEpisode',
        name: episode.title,
        datePublished: episode.date,
        timeRequired: episode.duration,
        partOfSeries: { '@id': series?.['@id'] },
      });
      expect(pathOf(node?.url as string)).toBe(episode.path);
      expect(node?.associatedMedia).toEqual(episode.audio ? expect.objectContaining({ '@type': 'MediaObject', contentUrl: episode.audio }) : undefined);
    }
    expect((series?.hasPart as { url: string }[]).map(({ url }) => pathOf(url))).toEqual(episodes.map(({ path }) => path));
  });

  it('lists each page in the sitemap with its date', () => {
    const sitemap = exportedFile('sitemap.xml', dir).toString('utf8');
    const entries = [...sitemap.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map(([, loc = '', date]) => [
      pathOf(loc),
      date?.slice(0, 10),
    ]);
    expect(entries).toEqual(expect.arrayContaining(episodes.map(({ path, date }) => [path, date])));
  });
});

describe('the show’s list', () => {
  it('gives each episode the start of its description, its page the rest', () => {
    const [first] = screen('/podcast').getAllByRole('article');
    expect(first?.querySelector('p:not(:has(time))')?.textContent).toBe(
      'Separating a business is a merger in reverse. Day 1 decides little; the hundred days after decide much.',
    );
    expect(first?.textContent).not.toContain('Recorded in London');
    const longest = [...exportedPage('/podcast', 'out-base').querySelectorAll('article p:not(:has(time))')].map((p) => p.textContent?.length ?? 0);
    expect([longest.length, Math.max(...longest) <= 240]).toEqual([20, true]); // a page of the listing: its three at their limits, and older ones
  });
});

describe('linked from the site', () => {
  it('by the show’s titles and the home page’s teaser', () => {
    const titles = screen('/podcast')
      .getAllByRole('heading', { level: 3 })
      .map((heading) => pathOf(within(heading).getByRole('link').getAttribute('href')));
    expect(titles).toEqual(episodes.map(({ path }) => path));
    const teaser = within(page('/').getElementById('podcast')!);
    expect(teaser.getAllByRole('heading', { level: 3 }).map((heading) => pathOf(within(heading).getByRole('link').getAttribute('href')))).toEqual(
      episodes.slice(0, 3).map(({ path }) => path),
    );
    // Each by the show's own number (the feed's 12, 11 and 10), never its place in the teaser.
    expect(teaser.getAllByText(/^Episode \d+$/).map((number) => number.textContent)).toEqual(['Episode 12', 'Episode 11', 'Episode 10']);
  });
});

describe('listening, in the HTML (answered by the page’s own script before React: e2e/voice.delivery.spec.ts, e2e/player.delivery.spec.ts)', () => {
  const first = episodes[0]!;
  const player = (path: string) => page(path).querySelector('audio#episode-audio');

  it('names the episode for the lock screen on the player itself, with its art else the show’s, and where its place is kept', async () => {
    const pictures = new Set<string>();
    for (const { path } of episodes.filter(({ audio }) => audio)) {
      const audio = player(path);
      expect(audio?.getAttribute('data-show')).toBe('OJ to the World');
      expect(audio?.getAttribute('data-title')).toBe(screen(path).getByRole('heading', { level: 1 }).textContent);
      pictures.add(audio?.getAttribute('data-art') ?? '');
      expect(audio?.getAttribute('data-place')).toBe(path.slice('/podcast/'.length));
    }
    // Each picture the lock screen is given is a file of the export, of the size and type it is said to be.
    const shown = [...pictures].flatMap((art) => JSON.parse(art) as { src: string; sizes: string; type: string }[]);
    expect(shown.map(({ src }) => src)).toEqual(expect.arrayContaining(['/show-icon.png', expect.stringMatching(/^\/podcast-art\/[0-9a-f]{16}\.webp$/)]));
    for (const { src, sizes, type } of shown) {
      const { width, height, format } = await sharp(exportedFile(src.slice(1), dir)).metadata();
      expect({ sizes: `${width}x${height}`, type: `image/${format}` }).toEqual({ sizes, type });
    }
  });

  it('draws its controls beside it: back 15 s, forward 30 s, the speed and the moment’s link, each naming the player, on its transcript too', () => {
    for (const path of [first.path, `${first.path}/transcript`]) {
      const controls = screen(path).getByRole('group', { name: 'Player controls' });
      const names = within(controls)
        .getAllByRole('button')
        .map((button) => [button.getAttribute('aria-label') ?? button.textContent, button.getAttribute('aria-controls')]);
      expect(names).toEqual([
        ['Back 15 seconds', 'episode-audio'],
        ['Forward 30 seconds', 'episode-audio'],
        ['Link to this moment', 'episode-audio'],
      ]);
      const speed = within(controls).getByRole('combobox', { name: 'Speed' });
      expect([...speed.querySelectorAll('option')].map((option) => option.textContent)).toEqual(['0.75×', '1×', '1.25×', '1.5×', '1.75×', '2×']);
      expect(controls.querySelector('[data-moment-link]')?.getAttribute('data-moment-link')).toBe(first.path);
    }
  });

  it('makes every time said in a transcript a press that plays from there', () => {
    const transcript = page(`${first.path}/transcript`);
    const said = [...transcript.querySelectorAll('section[aria-label="Transcript"] p a[data-seek]')];
    expect(said.map((time) => time.getAttribute('href'))).toContain('#t=65'); // said inside the turn that starts at 0:06
    expect(said.every((time) => time.getAttribute('href') === `#t=${time.getAttribute('data-seek')}`)).toBe(true);
  });
});

describe('the home page, once the show has its pages', () => {
  it('lists where to listen as the owner set it, else the show’s page and its feed, never a placeholder; and announces the feed', () => {
    const listen = screen('/').getByRole('list', { name: 'Listen on' });
    const links = within(listen)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links.some((href) => href?.startsWith('#') || href?.startsWith('/#'))).toBe(false);
    expect(links).toContain(page('/podcast').querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href'));
    expect(page('/').querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('title')).toBe('OJ to the World');
  });
});
