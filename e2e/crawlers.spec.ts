import { routes } from '../content/routes';
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
      expect(description.length, `${path} description`).toBeGreaterThan(50);
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

  test('the home page describes the person, ventures, services and podcast in JSON-LD', async ({ page }) => {
    await page.goto('/');
    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const graph = JSON.parse(json ?? '{}')['@graph'] as { '@type': string }[];
    const types = graph.map((node) => node['@type']);
    expect(types).toContain('ProfilePage');
    expect(types).toContain('Person');
    expect(types.filter((t) => t === 'Organization')).toHaveLength(8);
    expect(types.filter((t) => t === 'Service')).toHaveLength(6);
    expect(types).toContain('PodcastSeries');
  });

  test('the sitemap lists the five routes and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(locs).toEqual(routes.map((r) => r.path));
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
    expect(robots).toMatch(/Allow: \//);
  });

  test('the image host is preconnected and the hero photo fetched first', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="preconnect"][href="https://images.unsplash.com"]')).toHaveCount(1);
    const hero = page.locator('img[fetchpriority="high"]');
    await expect(hero).toHaveCount(1);
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('srcset', /w=640.*640w/);
    for (const img of await page.locator('img:not([fetchpriority="high"])').all()) {
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('width', /\d+/);
      await expect(img).toHaveAttribute('height', /\d+/);
    }
  });
});
