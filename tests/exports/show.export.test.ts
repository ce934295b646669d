/**
 * @jest-environment node
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { generatedShow, keptByHost, leftOffEpisode, longestEpisodePath } from '@/scripts/test/sample-content';
import { hasArt, hasTranscript, seasonOf, titleOf } from '@/scripts/test/generated-show';
import { episodesPerPage } from '#model/showListing.ts';
import { exportedFile, exportedPage } from './exported';

// The show at some size, as a listener, a crawler and the keyboard find it: the sub-path export
// (out-base/, under /oj) has the three episodes at their limits and a show of a hundred and fifty
// in three seasons, which the podcast refresh stored from its host whole, then again when the host kept
// only its latest fifty (scripts/test/build-base.ts). Every episode is reached from the listing,
// which carries no player, and every page of it is in the sitemap.

const dir = 'out-base';
const base = '/oj';
const page = (path: string) => exportedPage(path, dir);
/** A link's path within the site, without the sub-path. */
const pathOf = (href: string | null) => new URL(href ?? '', 'http://site.test').pathname.replace(new RegExp(`^${base}`), '') || '/';
const { size } = generatedShow;
/** The show's episodes on the site: all the refresh stored but the one the owner took off. */
const numbers = Array.from({ length: size }, (_, index) => size - index).filter((n) => n !== leftOffEpisode);
const pathOfEpisode = (n: number) => `/podcast/episode-${n}-of-the-show`;
const episodes = numbers.length + 3;
const pages = Math.ceil(episodes / episodesPerPage);
const seasons = [...new Set(numbers.map((n) => seasonOf(generatedShow, n)))];

/** The listing's pages, found as a crawler finds them: from /podcast, by the links of each page's navigation. */
function walk(): Map<string, Document> {
  const found = new Map<string, Document>();
  const queue = ['/podcast'];
  for (let path = queue.shift(); path; path = queue.shift()) {
    if (found.has(path)) continue;
    const document = page(path);
    found.set(path, document);
    for (const link of document.querySelectorAll('main nav a, main p > a')) {
      const to = pathOf(link.getAttribute('href'));
      if (/^\/podcast(\/page\/\d+|\/season\/\d+(\/page\/\d+)?)?$/.test(to)) queue.push(to);
    }
  }
  return found;
}

describe('the show’s listing', () => {
  const listings = walk();

  it('is the latest twenty on /podcast, the rest on further pages, and a page for each season with its own further pages', () => {
    const seasonPages = seasons.flatMap((season) => {
      const count = Math.ceil(numbers.filter((n) => seasonOf(generatedShow, n) === season).length / episodesPerPage);
      return [`/podcast/season/${season}`, ...Array.from({ length: count - 1 }, (_, index) => `/podcast/season/${season}/page/${index + 2}`)];
    });
    const showPages = ['/podcast', ...Array.from({ length: pages - 1 }, (_, index) => `/podcast/page/${index + 2}`)];
    expect([...listings.keys()].sort()).toEqual([...showPages, ...seasonPages].sort());
    for (const [path, document] of listings) expect([path, document.querySelectorAll('main article').length <= episodesPerPage]).toEqual([path, true]);
    const seasonOne = [...page('/podcast/season/1').querySelectorAll('main article h3')].map((title) => title.textContent);
    expect(seasonOne[0]).toBe(titleOf(generatedShow.seasonLength));
    expect(page('/podcast/season/1').querySelector('h2')?.textContent).toBe('Season 1');
  });

  it('reaches every episode’s page by a link, those the host no longer lists too, and plays nothing itself', () => {
    const linked = new Set(
      [...listings.values()].flatMap((document) => [...document.querySelectorAll('main article h3 a')].map((link) => pathOf(link.getAttribute('href')))),
    );
    expect(linked.size).toBe(episodes);
    expect(linked).toContain(longestEpisodePath);
    for (const n of numbers) expect(linked).toContain(pathOfEpisode(n));
    // The first episode left the host's feed a hundred episodes ago: its page, transcript and all are there.
    const first = page(pathOfEpisode(1));
    expect(first.querySelector('h1')?.textContent).toBe(titleOf(1));
    expect(first.querySelector('audio')?.getAttribute('src')).toBe('https://media.example.com/show/1.mp3');
    const transcribed = numbers.find((n) => n <= size - keptByHost && hasTranscript(generatedShow, n)) ?? 0;
    const toTranscript = [...page(pathOfEpisode(transcribed)).querySelectorAll('main a')].find((link) => link.textContent === 'Read the transcript');
    expect(existsSync(join(dir, `${pathOf(toTranscript?.getAttribute('href') ?? '').slice(1)}.html`))).toBe(true);
    for (const document of listings.values()) expect(document.querySelectorAll('audio')).toHaveLength(0);
    // Each season lists its own alone.
    const last = seasons.at(-1) ?? 0;
    const lastSeason = [...page(`/podcast/season/${last}`).querySelectorAll('main article h3 a')].map((link) => pathOf(link.getAttribute('href')));
    expect(lastSeason).toEqual(
      numbers
        .filter((n) => seasonOf(generatedShow, n) === last)
        .slice(0, episodesPerPage)
        .map(pathOfEpisode),
    );
  });

  it('shows an episode’s own art beside its title, small, from the site, where the feed gives one', () => {
    const art = (document: Document) => [...document.querySelectorAll('main article')].map((entry) => entry.querySelector('img'));
    const onFirst = art(page('/podcast'));
    const titles = [...page('/podcast').querySelectorAll('main article h3')].map((title) => title.textContent ?? '');
    for (const [index, title] of titles.entries()) {
      const n = Number(/^Episode (\d+) of the show$/.exec(title)?.[1] ?? 0);
      expect([title, Boolean(onFirst[index])]).toEqual([title, n > 0 && hasArt(generatedShow, n)]);
    }
    const img = onFirst.find(Boolean);
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('src')).toMatch(/^\/oj\/podcast-art\/[0-9a-f]{16}\.webp$/);
    expect(existsSync(join(dir, (img?.getAttribute('src') ?? '').slice(base.length)))).toBe(true);
    // One file of each art, kept from the refresh as it wrote it; on the episode's page too.
    expect(readdirSync(join(dir, 'podcast-art'))).toHaveLength(numbers.filter((n) => hasArt(generatedShow, n)).length);
    expect(page(pathOfEpisode(4)).querySelector('main img[src*="/podcast-art/"]')).not.toBeNull();
  });

  it('lets the keyboard reach where to listen and the other pages in a few Tabs, before the episodes', () => {
    const main = page('/podcast/page/2').querySelector('main');
    const stops = [...(main?.querySelectorAll('a[href], button') ?? [])].map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim());
    const firstEpisode = stops.indexOf(titleOf(size + 3 - episodesPerPage));
    expect(firstEpisode).toBeGreaterThan(0);
    expect(stops.slice(0, firstEpisode)).toEqual(expect.arrayContaining([`Page 1 of ${pages}`, `Page ${pages} of ${pages}`, 'Newer episodes', 'Season 1']));
    expect(firstEpisode).toBeLessThan(20);
    expect(stops.at(-1)).toBe('Older episodes');
  });

  it('puts every page of the show in the sitemap: each listing page and each episode', () => {
    const sitemap = exportedFile('sitemap.xml', dir).toString('utf8');
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, address]) => pathOf(address ?? '')));
    for (const path of listings.keys()) expect(listed).toContain(path);
    for (const n of numbers) expect(listed).toContain(pathOfEpisode(n));
    expect(listed).not.toContain(pathOfEpisode(leftOffEpisode));
  });

  it('has no page, link or search entry for the episode the owner took off the site', () => {
    const off = pathOfEpisode(leftOffEpisode);
    expect(existsSync(join(dir, `${off.slice(1)}.html`))).toBe(false);
    expect(existsSync(join(dir, `${off.slice(1)}/transcript.html`))).toBe(false); // it had one from the feed
    for (const document of listings.values())
      expect([...document.querySelectorAll('main a')].map((link) => pathOf(link.getAttribute('href')))).not.toContain(off);
    const neighbour = [...page(pathOfEpisode(leftOffEpisode + 1)).querySelectorAll('main nav a')].map((link) => pathOf(link.getAttribute('href')));
    expect(neighbour).toContain(pathOfEpisode(leftOffEpisode - 1));
    expect(readdirSync(join(dir, 'pagefind/fragment')).some((file) => gunzipSync(exportedFile(`pagefind/fragment/${file}`, dir)).includes(off))).toBe(false);
  });

  it('links each episode’s page to the page of the listing it is on', () => {
    const back = (n: number) => [...page(pathOfEpisode(n)).querySelectorAll('main nav a')].map((link) => pathOf(link.getAttribute('href')));
    expect(back(size)).toContain('/podcast');
    expect(back(1)).toContain(`/podcast/page/${pages}`);
  });
});

describe('a transcript’s later part', () => {
  it('starts its player where the part begins in the episode, at its first turn’s time', () => {
    const part = page(`${pathOfEpisode(size)}/transcript/2`);
    const first = part.querySelector('section[aria-label="Transcript"] p[id^="t="]')?.id.slice('t='.length);
    expect(part.querySelector('audio#episode-audio')?.getAttribute('data-start')).toBe(first);
    expect(
      page(`${pathOfEpisode(size)}/transcript`)
        .querySelector('audio#episode-audio')
        ?.hasAttribute('data-start'),
    ).toBe(false);
  });
});
