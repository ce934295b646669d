import { routes } from '../content/routes';
import { imageHost } from '../content/seo';
import { expect, test } from './fixtures';

test.describe('what a crawler reads', () => {
  test('every route has a unique title and description, a canonical URL, Open Graph and Twitter tags, and lang="en"', async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const { path } of routes) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      // What search results show without cutting it: 50 to 160 characters.
      expect(description.length, `${path} description`).toBeGreaterThanOrEqual(50);
      expect(description.length, `${path} description: ${description}`).toBeLessThanOrEqual(160);
      titles.add(title);
      descriptions.add(description);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical ?? '').pathname).toBe(path);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical ?? '');
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\/og\.png$/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', title);
    }
    expect(titles.size).toBe(routes.length);
    expect(descriptions.size).toBe(routes.length);
  });

  test('no link is named only by a generic phrase such as "Learn More" (Lighthouse: descriptive link text)', async ({ page }) => {
    // Lighthouse's list of English link texts that say nothing out of context.
    const generic = ['click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info', 'more information', 'right here', 'read more', 'see more', 'start', 'this'];
    for (const { path } of [...routes, { path: '/no-such-page' }]) {
      await page.goto(path);
      const texts = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link.textContent ?? '').replace(/\s+/g, ' ').trim().toLowerCase()));
      expect(texts.length, path).toBeGreaterThan(10);
      expect(texts.filter((text) => generic.includes(text)), path).toEqual([]);
    }
  });

  test('the share image is a 1200×630 PNG', async ({ page, request }) => {
    await page.goto('/');
    const src = await page.locator('meta[property="og:image"]').getAttribute('content');
    const response = await request.get(new URL(src ?? '').pathname);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
    const png = await response.body();
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  test('every page names a tab icon and a home-screen icon, and /favicon.ico exists', async ({ page, request }) => {
    const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
    for (const { path } of routes) {
      await page.goto(path);
      for (const [rel, size] of [['icon', 192], ['apple-touch-icon', 180]] as const) {
        const href = await page.locator(`link[rel="${rel}"]`).getAttribute('href');
        const response = await request.get(href ?? '');
        expect(response.headers()['content-type']).toBe('image/png');
        expect(pngSize(await response.body())).toEqual([size, size]);
      }
    }
    const ico = await request.get('/favicon.ico');
    expect(ico.headers()['content-type']).toBe('image/x-icon');
    const body = await ico.body();
    expect([body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([1, 1]); // an icon file with one image
    expect(pngSize(body.subarray(body.readUInt32LE(18)))).toEqual([32, 32]);
  });

  test('every route describes what it shows in JSON-LD, all naming one person', async ({ page }) => {
    const expected: Record<string, [string, number][]> = {
      '/': [['WebPage', 1], ['Person', 1], ['PodcastSeries', 1]],
      '/about': [['ProfilePage', 1], ['Person', 1]],
      '/services': [['WebPage', 1], ['Person', 1], ['Service', 6]],
      '/ventures': [['WebPage', 1], ['Person', 1], ['Organization', 8]],
      '/contact': [['ContactPage', 1], ['Person', 1]],
    };
    const people = new Set<string>();
    for (const { path } of routes) {
      await page.goto(path);
      const blocks = page.locator('script[type="application/ld+json"]');
      await expect(blocks, path).toHaveCount(1);
      const graph = JSON.parse((await blocks.textContent()) ?? '{}')['@graph'] as { '@type': string; '@id': string }[];
      const counts = Object.entries(Object.groupBy(graph, (node) => node['@type'])).map(([type, nodes]) => [type, nodes?.length]);
      expect(counts, path).toEqual(expected[path]);
      for (const person of graph.filter((node) => node['@type'] === 'Person')) people.add(person['@id']);
    }
    expect(people.size).toBe(1);
  });

  test('the sitemap lists the five routes (not the CMS) and robots.txt points to it, keeping crawlers out of the CMS', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual(routes.map((r) => r.path));
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
    expect(robots).toMatch(/Allow: \//);
    // A rule keeps crawlers off every path it begins (robots.txt's own reading): the CMS in each of its spellings.
    const disallowed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map(([, rule]) => rule ?? '');
    const kept = (path: string) => disallowed.some((rule) => path.startsWith(rule));
    expect(['/admin', '/admin.html', '/admin/', '/admin/config.yml'].filter((path) => !kept(path))).toEqual([]);
    expect(routes.map((r) => r.path).filter(kept)).toEqual([]);
  });

  test('the image host is preconnected and the hero photo fetched first', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator(`link[rel="preconnect"][href="${imageHost}"]`)).toHaveCount(1);
    const hero = page.locator('img[fetchpriority="high"]');
    await expect(hero).toHaveCount(1);
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('srcset', /w=860.*860w/);
    for (const img of await page.locator('img:not([fetchpriority="high"])').all()) {
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
    }
  });
});
