import { expect, test } from './fixtures';

// How `npm start` serves out/: the semantics of S3 + CloudFront (with the URL function),
// Netlify, Cloudflare Pages and GitHub Pages.
test.describe('static hosting semantics', () => {
  for (const path of ['/about', '/about/', '/about.html']) {
    test(`${path} serves the About page`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      expect(await response.text()).toContain('About OJ');
    });
  }

  test('an unknown path gets the not-found page with status 404', async ({ request }) => {
    const response = await request.get('/no/such/page');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  test('text is gzipped, and hashed assets are cached for a year', async ({ page, request }) => {
    const response = await request.get('/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers()['content-encoding']).toBe('gzip');
    expect(response.headers()['cache-control']).toContain('max-age=0');
    await page.goto('/');
    const script = await page.locator('script[src*="/_next/static/"]').first().getAttribute('src');
    const asset = await request.get(script ?? '');
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
