/**
 * @jest-environment node
 */
import { routes } from '#model/routes.ts';
import { imageHost } from '#model/seo.ts';
import { exportedFile, exportedPage, pngSize } from './exported';

// What a crawler reads: it reads the HTML and the files, and runs no script.
const meta = (page: Document, selector: string) => page.querySelector(selector)?.getAttribute('content') ?? '';

describe('what a crawler reads', () => {
  it('every route has a unique title and description, a canonical URL, Open Graph and Twitter tags, and lang="en"', () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path } of routes) {
      const page = exportedPage(path);
      expect(page.documentElement.lang).toBe('en');
      const description = meta(page, 'meta[name="description"]');
      // What search results show without cutting it: 50 to 160 characters.
      expect({ path, length: description.length >= 50 && description.length <= 160 }).toEqual({ path, length: true });
      titles.add(page.title);
      descriptions.add(description);
      const canonical = page.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
      expect(new URL(canonical).pathname).toBe(path);
      expect(meta(page, 'meta[property="og:url"]')).toBe(canonical);
      expect(meta(page, 'meta[property="og:title"]')).toBe(page.title);
      expect(meta(page, 'meta[property="og:image"]')).toMatch(/\/og\.png$/);
      expect(meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(meta(page, 'meta[name="twitter:title"]')).toBe(page.title);
    }
    expect(titles.size).toBe(routes.length);
    expect(descriptions.size).toBe(routes.length);
  });

  it('no link is named only by a generic phrase such as "Learn More" (Lighthouse: descriptive link text)', () => {
    // Lighthouse's list of English link texts that say nothing out of context.
    const generic = [
      'click here',
      'click this',
      'go',
      'here',
      'information',
      'learn more',
      'more',
      'more info',
      'more information',
      'right here',
      'read more',
      'see more',
      'start',
      'this',
    ];
    for (const path of [...routes.map((route) => route.path), '/404']) {
      const texts = [...exportedPage(path).querySelectorAll('a[href]')].map((link) => (link.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase());
      expect({ path, many: texts.length > 10 }).toEqual({ path, many: true });
      expect({ path, generic: texts.filter((text) => generic.includes(text)) }).toEqual({ path, generic: [] });
    }
  });

  it('the share image is a 1200×630 PNG', () => {
    const src = meta(exportedPage('/'), 'meta[property="og:image"]');
    expect(pngSize(exportedFile(new URL(src).pathname))).toEqual([1200, 630]);
  });

  it('every page names a tab icon and a home-screen icon, and /favicon.ico exists', () => {
    for (const { path } of routes) {
      const page = exportedPage(path);
      for (const [rel, size] of [
        ['icon', 192],
        ['apple-touch-icon', 180],
      ] as const) {
        const link = page.querySelector(`link[rel="${rel}"]`);
        expect(pngSize(exportedFile(link?.getAttribute('href') ?? ''))).toEqual([size, size]);
      }
    }
    const ico = exportedFile('favicon.ico');
    expect([ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([1, 1]); // an icon file with one image
    expect(pngSize(ico.subarray(ico.readUInt32LE(18)))).toEqual([32, 32]);
  });

  it('every route describes what it shows in JSON-LD, all naming one person', () => {
    // A page with no graph of its own has the default one (app/structuredData.ts): the page and the person.
    const byDefault: [string, number][] = [
      ['WebPage', 1],
      ['Person', 1],
    ];
    const expected: Record<string, [string, number][]> = {
      '/': [
        ['WebPage', 1],
        ['Person', 1],
        ['PodcastSeries', 1],
      ],
      '/about': [
        ['ProfilePage', 1],
        ['Person', 1],
      ],
      '/services': [
        ['WebPage', 1],
        ['Person', 1],
        ['Service', 6],
      ],
      '/ventures': [
        ['WebPage', 1],
        ['Person', 1],
        ['Organization', 8],
      ],
      '/contact': [
        ['ContactPage', 1],
        ['Person', 1],
      ],
    };
    const people = new Set<string>();
    for (const { path } of routes) {
      const blocks = exportedPage(path).querySelectorAll('script[type="application/ld+json"]');
      expect({ path, blocks: blocks.length }).toEqual({ path, blocks: 1 });
      const graph = JSON.parse(blocks[0]?.textContent ?? '{}')['@graph'] as { '@type': string; '@id': string }[];
      const counts = Object.entries(Object.groupBy(graph, (node) => node['@type'])).map(([type, nodes]) => [type, nodes?.length]);
      expect({ path, counts }).toEqual({ path, counts: expected[path] ?? byDefault });
      for (const person of graph.filter((node) => node['@type'] === 'Person')) people.add(person['@id']);
    }
    expect(people.size).toBe(1);
  });

  it('the sitemap lists the five routes (not the CMS) and robots.txt points to it, keeping crawlers out of the CMS', () => {
    const sitemap = exportedFile('sitemap.xml').toString('utf8');
    expect([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname)).toEqual(routes.map((r) => r.path));
    const robots = exportedFile('robots.txt').toString('utf8');
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
    expect(robots).toMatch(/Allow: \//);
    // A rule keeps crawlers off every path it begins (robots.txt's own reading): the CMS in each of its spellings.
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map(([, rule]) => rule ?? '');
    const kept = (path: string) => disallowed.some((rule) => path.startsWith(rule));
    expect(['/admin', '/admin.html', '/admin/', '/admin/config.yml'].filter((path) => !kept(path))).toEqual([]);
    expect(routes.map((r) => r.path).filter(kept)).toEqual([]);
  });

  it('the image host is preconnected; a page’s hero photo is fetched first (home’s, behind its heading, after the text), every other photo lazily with its size', () => {
    for (const [path, priority] of [
      ['/', 'low'],
      ['/about', 'high'],
    ] as const) {
      const page = exportedPage(path);
      expect(page.querySelectorAll(`link[rel="preconnect"][href="${imageHost}"]`)).toHaveLength(1);
      const heroes = page.querySelectorAll('img[loading="eager"]');
      expect(heroes).toHaveLength(1);
      expect(heroes[0]?.getAttribute('fetchpriority')).toBe(priority);
      expect(heroes[0]?.getAttribute('srcset')).toMatch(/w=430.*430w/);
      expect(page.querySelectorAll('head link[rel="preload"][as="image"]')).toHaveLength(priority === 'high' ? 1 : 0);
      const others = [...page.querySelectorAll('img:not([loading="eager"])')];
      if (path === '/') expect(others.length).toBeGreaterThan(0);
      for (const img of others)
        expect([img.getAttribute('loading'), img.getAttribute('width'), img.getAttribute('height')]).toEqual([
          'lazy',
          expect.stringMatching(/^\d+$/),
          expect.stringMatching(/^\d+$/),
        ]);
    }
  });
});
