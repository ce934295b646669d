/**
 * @jest-environment node
 */
import { longestEpisodePath, olderEpisodes, olderSeason } from '@/scripts/test/sample-content';
import { episodesPerPage } from '#model/showListing.ts';
import { exportedFile, exportedPage } from './exported';

// The show at some size, as a listener, a crawler and the keyboard find it: the sub-path export
// (out-base/, under /oj) has sixty episodes, fifty-seven of them in three seasons
// (scripts/test/sample-content.ts). Every episode is reached from the listing, which carries no
// player, and every page of it is in the sitemap.

const dir = 'out-base';
const base = '/oj';
const page = (path: string) => exportedPage(path, dir);
/** A link's path within the site, without the sub-path. */
const pathOf = (href: string | null) => new URL(href ?? '', 'http://site.test').pathname.replace(new RegExp(`^${base}`), '') || '/';
const episodes = olderEpisodes + 3;

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
    expect([...listings.keys()].sort()).toEqual(
      [
        '/podcast',
        '/podcast/page/2',
        '/podcast/page/3',
        '/podcast/season/1',
        '/podcast/season/1/page/2',
        '/podcast/season/2',
        '/podcast/season/2/page/2',
        '/podcast/season/3',
      ].sort(),
    );
    for (const [path, document] of listings) expect([path, document.querySelectorAll('main article').length <= episodesPerPage]).toEqual([path, true]);
    const seasonOne = [...page('/podcast/season/1').querySelectorAll('main article h3')].map((title) => title.textContent);
    expect(seasonOne[0]).toBe('Week 25 of the show');
    expect(page('/podcast/season/1').querySelector('h2')?.textContent).toBe('Season 1');
  });

  it('reaches every episode’s page by a link, and plays nothing itself', () => {
    const linked = new Set(
      [...listings.values()].flatMap((document) => [...document.querySelectorAll('main article h3 a')].map((link) => pathOf(link.getAttribute('href')))),
    );
    const show = linked.size;
    expect(show).toBe(episodes);
    expect(linked).toContain(longestEpisodePath);
    for (let week = 1; week <= olderEpisodes; week += 1) expect(linked).toContain(`/podcast/week-${week}`);
    for (const document of listings.values()) expect(document.querySelectorAll('audio')).toHaveLength(0);
    // Each season lists its own alone.
    const seasonThree = [...page('/podcast/season/3').querySelectorAll('main article h3 a')].map((link) => pathOf(link.getAttribute('href')));
    expect(seasonThree).toEqual(Array.from({ length: olderEpisodes - 50 }, (_, index) => `/podcast/week-${olderEpisodes - index}`));
    expect(seasonThree.every((path) => olderSeason(Number(path.slice('/podcast/week-'.length))) === 3)).toBe(true);
  });

  it('lets the keyboard reach where to listen and the other pages in a few Tabs, before the episodes', () => {
    const main = page('/podcast/page/2').querySelector('main');
    const stops = [...(main?.querySelectorAll('a[href], button') ?? [])].map((element) => element.getAttribute('aria-label') ?? element.textContent?.trim());
    const firstEpisode = stops.indexOf('Week 53 of the show');
    expect(stops.slice(0, firstEpisode)).toEqual(expect.arrayContaining(['Page 1 of 3', 'Page 3 of 3', 'Newer episodes', 'Season 1']));
    expect(firstEpisode).toBeLessThan(15);
    expect(stops.at(-1)).toBe('Older episodes');
  });

  it('puts every page of the show in the sitemap: each listing page and each episode', () => {
    const sitemap = exportedFile('sitemap.xml', dir).toString('utf8');
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, address]) => pathOf(address ?? '')));
    for (const path of listings.keys()) expect(listed).toContain(path);
    for (let week = 1; week <= olderEpisodes; week += 1) expect(listed).toContain(`/podcast/week-${week}`);
  });

  it('links each episode’s page to the page of the listing it is on', () => {
    const back = (slug: string) => [...page(`/podcast/${slug}`).querySelectorAll('main nav a')].map((link) => pathOf(link.getAttribute('href')));
    expect(back('week-57')).toContain('/podcast');
    expect(back('week-1')).toContain('/podcast/page/3');
  });
});
