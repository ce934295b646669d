import { contactForm } from './contactFormPage';
import { served } from '../playwright.config';
import { routes } from '#model/routes.ts';
import { ui } from '#model/ui.ts';
import { all, attr, parse } from '../scripts/pipeline/postbuild/html.ts';
import { expect, fillContactForm, openMainNav, test } from './fixtures';

test.use({ baseURL: served.cloudflare }); // out/ on Cloudflare Pages' own runtime

// What a host does with out/, on Cloudflare Pages' own runtime, `wrangler pages dev`
// (served.cloudflare): what a deploy would show. The local server the other journeys use is held
// to the same rules by its own tests (scripts/tools/serve.test.ts).

const noRedirects = { maxRedirects: 0 } as const;
const pathOf = (location = '') => new URL(location, 'http://host.invalid').pathname + new URL(location, 'http://host.invalid').search;

test.describe('URLs', () => {
  for (const { path } of routes) {
    test(`${path} answers 200 with its page, and every other spelling redirects there with 308`, async ({ request }) => {
      const response = await request.get(path, noRedirects);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const spellings = path === '/' ? ['/index.html'] : [`${path}.html`, `${path}/`];
      for (const spelling of spellings) {
        const redirect = await request.get(`${spelling}?from=mail`, noRedirects);
        expect([spelling, redirect.status(), pathOf(redirect.headers().location)]).toEqual([spelling, 308, `${path}?from=mail`]);
      }
    });
  }

  test('an unknown path gets the not-found page with status 404, not cached', async ({ request }) => {
    for (const path of ['/no/such/page', '/blog/no-such-article', '/_next/static/chunks/missing.js', '/photos/missing-430.webp']) {
      const response = await request.get(path, noRedirects);
      expect([path, response.status()]).toEqual([path, 404]);
      expect(await response.text()).toContain(ui.notFound.text);
      expect(response.headers()['cache-control']).not.toContain('immutable');
    }
  });

  test('the not-found page’s own names answer 404 too', async ({ request }) => {
    for (const path of ['/404', '/_not-found']) {
      const response = await request.get(path, noRedirects);
      expect([path, response.status()]).toEqual([path, 404]);
      expect(await response.text()).toContain(ui.notFound.text);
    }
  });

  test('no spelling of another host in a path turns a redirect off the site', async ({ request, baseURL }) => {
    const site = new URL(baseURL ?? '').origin;
    for (const path of ['/%2Fevil.example/', '/%2Fevil.example.html', '/%5Cevil.example/', '/%252Fevil.example/']) {
      const response = await request.get(path, noRedirects);
      const location = response.headers().location;
      if (location) expect([path, new URL(location, site).origin]).toEqual([path, site]);
      else expect([path, response.status()]).toEqual([path, 404]);
    }
  });

  test('the hosts’ own files are not served', async ({ request }) => {
    for (const path of ['/_headers', '/_redirects', '/.nojekyll']) {
      const response = await request.get(path, noRedirects);
      expect(response.status(), path).not.toBe(200);
      expect(await response.text(), path).not.toContain('Strict-Transport-Security');
    }
  });
});

test.describe('the CMS at /admin', () => {
  test('is served as a page with its own policy, kept out of search results', async ({ request }) => {
    const response = await request.get('/admin');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    expect(response.headers()['x-robots-tag']).toBe('noindex');
    expect(response.headers()['content-security-policy']).toMatch(
      /^default-src 'self'; script-src 'self' 'unsafe-eval'; .*connect-src 'self' blob: https:\/\/api\.github\.com;.* frame-ancestors 'none'$/,
    );
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
    const config = await request.get('/admin/config.yml');
    expect(config.status()).toBe(200);
    expect(await config.text()).toContain('"media_folder": "content/photos"');
  });
});

test.describe('headers from _headers', () => {
  // What the host sends with each page, beside what the page says of itself: no browser needed.
  test('every page carries the security headers and its own script policy, the same as its <meta>', async ({ request }) => {
    for (const { path } of routes) {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['strict-transport-security'], path).toBe('max-age=63072000; includeSubDomains; preload');
      expect(headers['x-content-type-options'], path).toBe('nosniff');
      expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options'], path).toBe('DENY');
      expect(headers['cross-origin-opener-policy'], path).toBe('same-origin-allow-popups');
      expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
      expect(headers['x-permitted-cross-domain-policies'], path).toBe('none');
      expect(headers['permissions-policy'], path).toContain('camera=()');
      expect(headers['cache-control'], path).toBe('public, max-age=0, must-revalidate');
      // Read with the post-build's own parser, as the page's one policy <meta> (a locator in a page would insist on one too).
      const metas = all(parse(await response.text()), 'meta', (element) => attr(element, 'http-equiv') === 'Content-Security-Policy');
      expect(metas, path).toHaveLength(1);
      const meta = (metas[0] && attr(metas[0], 'content')) ?? '';
      // WebAssembly, never JavaScript from text, where the search runs (its index's: scripts/pipeline/postbuild/search-index.ts): its page, and a page with a player.
      const searchRuns = path === '/search' || /; media-src /.test(meta);
      expect(meta, path).toMatch(searchRuns ? /script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+/ : /script-src 'self'( 'sha256-[^']+')+/);
      expect(headers['content-security-policy'], path).toBe(`${meta}; frame-ancestors 'none'`);
    }
  });

  test('hashed assets are cached for a year, and text is gzipped only when asked for', async ({ page, request }) => {
    await page.goto('/');
    const script =
      (await page
        .locator('script[data-src*="/_next/static/"], script[src*="/_next/static/"]')
        .first()
        .evaluate((s) => s.getAttribute('src') ?? s.getAttribute('data-src'))) ?? '';
    const asset = await request.get(script);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzipped = await request.get('/about', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzipped.headers()['content-encoding']).toBe('gzip');
    const plain = await request.get('/about', { headers: { 'Accept-Encoding': 'gzip;q=0' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
  });

  test('the search index is served as the search page loads it: its script as JavaScript, under the site’s headers', async ({ request }) => {
    const script = await request.get('/pagefind/pagefind.js');
    expect([script.status(), script.headers()['content-type']]).toEqual([200, expect.stringMatching(/^(application|text)\/javascript/)]);
    expect(script.headers()['x-content-type-options']).toBe('nosniff');
    const entry = await request.get('/pagefind/pagefind-entry.json');
    expect(entry.status()).toBe(200);
    expect(Object.keys((await entry.json()).languages)).toEqual(['en']);
  });

  test('a revisit is answered 304 Not Modified', async ({ request }) => {
    const first = await request.get('/about');
    const etag = first.headers().etag;
    expect(etag).toBeTruthy();
    expect((await request.get('/about', { headers: { 'If-None-Match': etag ?? '' } })).status()).toBe(304);
  });
});

test.describe('in the browser', () => {
  test('the not-found page, then home through its link', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: ui.notFound.heading })).toBeVisible();
    await page.getByRole('link', { name: ui.notFound.homeLink }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  // The browser's own navigation, which alone shows a page it prerendered (scripts/pipeline/postbuild/speculation.ts).
  test('a link to another page is followed by the browser, a new document from the host', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await (await openMainNav(page)).getByRole('link', { name: 'About', exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(false);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the contact form (log delivery) keeps what was typed and sends nothing', async ({ page }) => {
      await page.goto('/contact');
      await expect(page.getByText(contactForm.noScriptNote)).toBeVisible();
      const values = { 'Your Name': 'Ada', 'Email Address': 'ada@example.com', Subject: 'Hello', Message: 'A private message' };
      await fillContactForm(page, values);
      await page.getByRole('button', { name: contactForm.submitLabel }).click();
      expect(new URL(page.url()).pathname).toBe('/contact');
      expect(new URL(page.url()).search).toBe('');
      for (const [label, value] of Object.entries(values)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
    });
  });
});

test.describe('the show’s folder of episode pages, on the all-services export', () => {
  test.use({ baseURL: served.cloudflareDelivery });

  // Cloudflare Pages serves a folder's index.html at the folder's slash and its 404.html for every
  // unknown address below it: episodes titled Index and 404 once took the show's folder so.
  test('an episode titled Index, 404, Admin or Feed has a page of its own, and takes none of the folder’s', async ({ request }) => {
    const folder = await request.get('/podcast/', noRedirects);
    expect([folder.status(), pathOf(folder.headers().location)]).toEqual([308, '/podcast']);
    for (const [path, title] of [
      ['/podcast/index-episode', 'Index'],
      ['/podcast/404-episode', '404'],
      ['/podcast/admin-episode', 'Admin'],
      ['/podcast/feed-episode', 'Feed'],
    ] as const) {
      const response = await request.get(path, noRedirects);
      expect([path, response.status()]).toEqual([path, 200]);
      expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    }
    // `/podcast/index` is the folder's page to the host: it leads to the show, as the folder's slash does.
    expect(new URL((await request.get('/podcast/index')).url()).pathname).toBe('/podcast');
    for (const path of ['/podcast/no-such-episode', '/podcast/404']) {
      const response = await request.get(path, noRedirects);
      expect([path, response.status()]).toEqual([path, 404]);
      expect(await response.text()).toContain(ui.notFound.text);
    }
    expect(await (await request.get('/admin')).text()).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  test('an article titled Index or 404 has a page of its own, and takes none of the blog’s folder', async ({ request }) => {
    const folder = await request.get('/blog/', noRedirects);
    expect([folder.status(), pathOf(folder.headers().location)]).toEqual([308, '/blog']);
    for (const [path, title] of [
      ['/blog/index-article', 'Index'],
      ['/blog/404-article', '404'],
    ] as const) {
      const response = await request.get(path, noRedirects);
      expect([path, response.status()]).toEqual([path, 200]);
      expect(await response.text()).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    }
    for (const path of ['/blog/no-such-article', '/blog/404']) {
      const response = await request.get(path, noRedirects);
      expect([path, response.status()]).toEqual([path, 404]);
      expect(await response.text()).toContain(ui.notFound.text);
    }
  });
});
