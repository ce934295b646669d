/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { within } from '@testing-library/dom';
import { XMLParser } from 'fast-xml-parser';
import { articleFromText } from '#model/schema/articleText.ts';
import { articleAddress } from '#model/insights.ts';
import { unbuiltPaths } from '#model/routes.ts';
import { longestEpisodePath, sampleInsights } from '@/scripts/test/sample-content';
import { exportedFile, exportedPage, fileOf, pngSize } from './exported';

// The owner's voice, as crawlers and readers find it in the all-services variant (out-delivery/),
// where he has written articles (scripts/test/insights/: one a draft, one hostile) and terms, and
// the podcast refresh has stored a feed's episodes; and in the default export, where he has not.

const dir = 'out-delivery';
const page = (path: string) => exportedPage(path, dir);
const screen = (path: string) => within(page(path).body);
const meta = (path: string, selector: string) => page(path).querySelector(selector)?.getAttribute('content') ?? '';
const graphOf = (path: string) =>
  JSON.parse(page(path).querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')['@graph'] as Record<string, unknown>[];
const hrefOf = (link: Element) => new URL(link.getAttribute('href') ?? '', 'http://site.test').pathname;

/** The sample articles as written, drafts included, newest first. */
const samples = readdirSync(sampleInsights)
  .map((name) => ({
    slug: articleAddress(name.replace(/\.md$/, '')),
    file: name,
    ...(articleFromText(readFileSync(`${sampleInsights}/${name}`, 'utf8')) as { title: string; date: string; summary: string; draft?: boolean }),
  }))
  .sort((a, b) => b.date.localeCompare(a.date));
const published = samples.filter((article) => !article.draft);
const draft = samples.find((article) => article.draft);

describe('Insights', () => {
  it('lists every published article newest first, each by its linked title, date, reading time and summary; never a draft', () => {
    const articles = screen('/blog').getAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading', { level: 2 }).textContent)).toEqual(published.map((article) => article.title));
    articles.forEach((article, index) => {
      const sample = published[index]!;
      expect(hrefOf(within(article).getByRole('link', { name: sample.title }))).toBe(`/blog/${sample.slug}`);
      expect(article.querySelector('time')?.getAttribute('datetime')).toBe(sample.date);
      expect(article.textContent).toMatch(/\d+ min read/);
      expect(article.textContent).toContain(sample.summary);
    });
    expect(draft && page('/blog').body.textContent).not.toContain(draft?.title);
    expect(() => exportedFile(`blog/${draft?.slug}.html`, dir)).toThrow(/ENOENT/);
  });

  it('prepares no photo that only a draft shows: its cover is nowhere in the site, not even at an address no page links to', () => {
    const cover = /cover:\s*\n\s*file: (\S+)/.exec(readFileSync(`${sampleInsights}/${draft?.file}`, 'utf8'))?.[1];
    expect(cover).toBe('draft-cover.jpg');
    const photos = readdirSync(`${dir}/photos`);
    expect(photos.some((name) => name.startsWith('team-'))).toBe(true); // a published article's photo is there
    expect(photos.filter((name) => name.startsWith('draft-cover'))).toEqual([]);
  });

  it('shows an article with one h1, its date, its text, its neighbours and the closing call to action', () => {
    const [newest, middle, oldest] = published;
    const article = screen(`/blog/${middle!.slug}`);
    expect(article.getAllByRole('heading', { level: 1 }).map((h1) => h1.textContent)).toEqual([middle!.title]);
    expect(page(`/blog/${middle!.slug}`).querySelector('main time')?.getAttribute('datetime')).toBe(middle!.date);
    const more = within(article.getByRole('navigation', { name: /more articles/ }));
    expect(more.getAllByRole('link').map(hrefOf)).toEqual([`/blog/${oldest!.slug}`, `/blog/${newest!.slug}`]);
    expect(article.getByRole('heading', { level: 2, name: /Ready to Lead/ })).toBeTruthy();
  });

  it('renders Markdown: headings under the title with anchors, lists, quotes, code, a table in its own scrolling box, the owner’s photo, links', () => {
    const path = '/blog/leading-through-change';
    const article = screen(path);
    expect(article.getByRole('heading', { level: 2, name: 'The first week' }).id).toBe('the-first-week');
    expect(article.getByRole('heading', { level: 3, name: 'Systems before slides' })).toBeTruthy();
    expect(article.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(page(path).querySelector('main blockquote')?.textContent).toContain('Culture eats');
    expect(page(path).querySelector('main pre code')?.textContent).toContain('Day 100 one ERP');
    const table = article.getByRole('region', { name: 'Table' });
    expect([table.getAttribute('tabindex'), within(table).getAllByRole('columnheader').length]).toEqual(['0', 8]);
    const photo = article.getByRole('img', { name: 'The integration team at work' });
    expect(photo.getAttribute('src')).toMatch(/^\/photos\/team-[0-9a-f]+-\d+\.webp$/);
    expect(hrefOf(article.getByRole('link', { name: 'about how I work' }))).toBe('/services');
    expect(article.getByRole('link', { name: 'the study I cite' }).getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('keeps hostile Markdown inert: a script, an onerror and a javascript: link are shown as the text they are', () => {
    const path = '/blog/day-one-is-not-the-finish-line';
    const main = page(path).querySelector('main')!;
    expect(main.querySelectorAll('script, img[onerror], [onerror], a[href^="javascript:"], a[href^="data:"]')).toHaveLength(0);
    expect(main.textContent).toContain('<script>');
    expect(main.textContent).toContain('onerror=');
    expect(within(main).queryByRole('link', { name: 'link that runs code' })).toBeNull();
  });

  it('tells crawlers each article’s title, description, canonical address, share card and BlogPosting', () => {
    for (const article of published) {
      const path = `/blog/${article.slug}`;
      expect(page(path).title).toBe(`${article.title} | Olu Johnson`);
      expect(meta(path, 'meta[name="description"]')).toBe(article.summary);
      expect(new URL(page(path).querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '').pathname).toBe(path);
      expect(meta(path, 'meta[property="og:type"]')).toBe('article');
      const card = new URL(meta(path, 'meta[property="og:image"]')).pathname;
      expect([card, pngSize(exportedFile(card, dir))]).toEqual([`/cards/${article.slug}.png`, [1200, 630]]);
      expect(graphOf(path)[0]).toMatchObject({
        '@type': 'BlogPosting',
        headline: article.title,
        datePublished: article.date,
        author: { '@id': expect.stringMatching(/#person$/) },
      });
    }
  });

  it('publishes an RSS feed of the published articles at a stable address, with absolute links, announced by every Insights page', () => {
    const feedPath = '/blog/feed.xml';
    for (const path of ['/blog', `/blog/${published[0]!.slug}`]) {
      expect(page(path).querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')).toMatch(
        /^https?:\/\/[^/]+\/blog\/feed\.xml$/,
      );
    }
    const { rss } = new XMLParser({ parseTagValue: false }).parse(exportedFile(feedPath, dir).toString('utf8'), true);
    const items = [rss.channel.item].flat() as { title: string; link: string; pubDate: string }[];
    expect(items.map((item) => item.title)).toEqual(published.map((article) => article.title));
    for (const [index, item] of items.entries()) expect(new URL(item.link).pathname).toBe(`/blog/${published[index]!.slug}`);
  });

  it('lists Insights, each article, the podcast page and the terms in the sitemap with their dates; no draft', () => {
    const sitemap = exportedFile('sitemap.xml', dir).toString('utf8');
    const entries = [...sitemap.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map(([, loc = '', date]) => [
      new URL(loc).pathname,
      date?.slice(0, 10),
    ]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['/blog', published[0]!.date],
        ['/podcast', expect.any(String)],
        ['/terms', expect.any(String)],
        ...published.map((article) => [`/blog/${article.slug}`, article.date]),
      ]),
    );
    expect(sitemap).not.toContain(draft!.slug);
  });
});

describe('the show', () => {
  const episodes = () => screen('/podcast').getAllByRole('article');

  it('lists every episode of the feed (nine), each with its title linking to its page, and no player: each episode’s page has its own', () => {
    expect(episodes().length).toBe(9);
    expect(page('/podcast').querySelectorAll('audio')).toHaveLength(0);
    expect(within(episodes()[0]!).getByRole('heading', { level: 3 }).textContent).toBe('Carve-outs: Day 1 & the 100 Days After');
    expect(within(episodes()[0]!).getByRole('link', { name: 'Carve-outs: Day 1 & the 100 Days After' }).getAttribute('href')).toBe(
      '/podcast/carve-outs-day-1-the-100-days-after',
    );
    expect(screen('/podcast').getByRole('list', { name: 'Listen on' })).toBeTruthy();
  });

  it('announces the show’s feed in the <head> of its pages and of home, which teases it, for an app or a reader to follow, and no other page does', () => {
    const announced = (path: string) =>
      [...page(path).head.querySelectorAll('link[rel="alternate"][type="application/rss+xml"]')].map((link) => [
        link.getAttribute('href'),
        link.getAttribute('title'),
      ]);
    for (const path of ['/', '/podcast', '/podcast/carve-outs-day-1-the-100-days-after'])
      expect({ path, feeds: announced(path) }).toEqual({ path, feeds: [['https://podcast.example.com/feed.xml', 'OJ to the World']] });
    for (const path of ['/about', '/terms']) expect({ path, feeds: announced(path) }).toEqual({ path, feeds: [] });
  });

  it('admits no audio to the listing, nor to any page but an episode’s', () => {
    const policyOf = (path: string) => page(path).querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';
    for (const path of ['/', '/podcast', '/blog', '/terms', `/blog/${published[0]!.slug}`])
      expect({ path, media: policyOf(path).includes('media-src') }).toEqual({ path, media: false });
  });

  it('tells crawlers the show and each episode', () => {
    const [series] = graphOf('/podcast');
    expect(series).toMatchObject({ '@type': 'PodcastSeries', name: 'OJ to the World' });
    expect((series?.hasPart as unknown[]).length).toBe(episodes().length);
  });
});

describe('the terms', () => {
  it('are a page with their heading, date and text', () => {
    const terms = screen('/terms');
    expect(terms.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    expect(terms.getByRole('heading', { level: 2, name: 'Engagements' })).toBeTruthy();
    expect(page('/terms').querySelector('main time')?.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});

describe('the typeface on every page, the new ones too', () => {
  const fontOf = (path: string, from = dir) =>
    [...exportedPage(path, from).querySelectorAll('head link[rel="preload"][as="font"]')].map(
      (link) => `${link.getAttribute('href')} ${link.getAttribute('type')} ${link.hasAttribute('crossorigin')}`,
    );
  const newPages = ['/blog', '/podcast', '/terms'];

  it('with the visitor’s own (the default), no page preloads a font', () => {
    for (const path of ['/', '/about', ...newPages, ...published.map((article) => `/blog/${article.slug}`)]) expect([path, fontOf(path)]).toEqual([path, []]);
  });

  it('with Inter (the content at its limits is set in it), each preloads the font as the others do, so its first paint need not wait for the stylesheet to name it', () => {
    const [home] = fontOf('/', 'out-base');
    expect(home).toMatch(/^\/oj\/_next\/static\/media\/.+\.woff2 font\/woff2 true$/);
    for (const path of [...newPages, '/blog/longest-article', longestEpisodePath, '/speaking'])
      expect([path, fontOf(path, 'out-base')]).toEqual([path, [home]]);
  });
});

describe('the default export, where the owner has written nothing yet', () => {
  it('has no Insights, podcast or terms page, no feed and no cards: the specification’s links land on the not-found page', () => {
    for (const path of unbuiltPaths) expect(() => exportedFile(fileOf(path))).toThrow(/ENOENT/);
    expect(() => exportedFile('blog/feed.xml')).toThrow(/ENOENT/);
    expect(() => readdirSync('out/cards')).toThrow(/ENOENT/);
  });
});
