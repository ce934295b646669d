/**
 * @jest-environment node
 */
// scripts/tools/serve.ts answers as Cloudflare Pages does (the rules of its own: clean URLs, `_headers`,
// 404; and that the maintained parts it is made of are put to work: gzip, 304, HEAD).
import { request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { request, servedSite } from '../test/serve-test-site.ts';

jest.setTimeout(120_000);

const site = servedSite();

describe('the local server, as Cloudflare Pages serves', () => {
  it('gives each page one URL: the clean one, with 308 from the others, query kept', async () => {
    expect((await request(site.port, '/about')).body.toString()).toContain('<h1>About</h1>');
    expect((await request(site.port, '/')).body.toString()).toContain('<h1>Home</h1>');
    for (const [from, to] of [
      ['/about.html', '/about'],
      ['/about/', '/about'],
      ['/index.html', '/'],
      ['/about.html?ref=x', '/about?ref=x'],
    ] as const) {
      const response = await request(site.port, from);
      expect([from, response.status, response.headers.location]).toEqual([from, 308, to]);
    }
  });

  it('answers unknown paths, dotfiles, _headers and links out of the folder with the 404 page, uncached', async () => {
    for (const path of ['/no/such/page', '/.nojekyll', '/_headers', '/outside.txt', '/_next/static/missing.js', '/%E0%A4%A']) {
      const response = await request(site.port, path);
      expect([path, response.status, response.headers['cache-control']]).toEqual([path, 404, 'no-store']);
      expect(response.body.toString()).toContain('Not found');
    }
  });

  it('answers a folder’s index.html and 404.html as Cloudflare Pages does: the folder’s page at its slash, the nearest not-found page below it', async () => {
    expect((await request(site.port, '/show')).body.toString()).toContain('<h1>Show</h1>');
    expect((await request(site.port, '/show/')).body.toString()).toContain('<h1>Episode called Index</h1>');
    for (const from of ['/show/index', '/show/index.html', '/show/index?ref=x']) {
      const response = await request(site.port, from);
      expect([from, response.status, response.headers.location]).toEqual([from, 308, from.includes('?') ? '/show/?ref=x' : '/show/']);
    }
    for (const path of ['/show/no-such-episode', '/show/404']) {
      const response = await request(site.port, path);
      expect([path, response.status, response.body.toString()]).toEqual([path, 404, expect.stringContaining('<h1>Episode called 404</h1>')]);
    }
    expect((await request(site.port, '/elsewhere/no-such-page')).body.toString()).toContain('<h1>Not found</h1>');
  });

  it('never redirects to another host, however the path spells one', async () => {
    for (const target of [
      '/%2Fevil.example/',
      '/%2Fevil.example.html',
      '/%5Cevil.example/',
      '/%2f%5cevil.example/',
      '/%252Fevil.example/',
      '/%2F/evil.example/index.html',
    ]) {
      const { status, headers } = await request(site.port, target);
      expect([target, status, headers.location]).toEqual([target, 308, expect.stringMatching(/^\/evil\.example$|^\/evil\.example\/$/)]);
      expect(new URL(headers.location ?? '', 'http://site.test/').host).toBe('site.test');
    }
  });

  it('answers the not-found page’s own names and _headers however spelt with 404, as the hosts do', async () => {
    for (const path of ['/404', '/_not-found', '/%2F_headers', '/%2f%2F_headers']) {
      const response = await request(site.port, path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.body.toString()).toContain('Not found');
    }
    // A target that starts with `//` names a host, as URLs are read: the path is what follows.
    expect((await request(site.port, '//_headers')).body.toString()).not.toContain('X-Test');
  });

  it('answers HEAD as GET, without the body, and only GET and HEAD at all', async () => {
    const head = await new Promise<IncomingMessage>((resolve) => {
      httpRequest({ host: '127.0.0.1', port: site.port, path: '/about', method: 'HEAD', agent: false }, resolve).end();
    });
    expect([head.statusCode, head.headers['content-type']]).toEqual([200, 'text/html; charset=UTF-8']);
    const put = await new Promise<IncomingMessage>((resolve) => {
      httpRequest({ host: '127.0.0.1', port: site.port, path: '/about', method: 'PUT', agent: false }, resolve).end();
    });
    expect([put.statusCode, put.headers.allow]).toEqual([405, 'GET, HEAD']);
  });

  it('applies _headers by path, joining the values of a header that several rules name, as the hosts do', async () => {
    const about = await request(site.port, '/about');
    expect(about.headers['x-test']).toBe('every, about');
    expect(about.headers['x-page']).toBe('about');
    expect(about.headers['cache-control']).toBe('public, max-age=0, must-revalidate'); // the hosts' default
    expect((await request(site.port, '/_next/static/app.js')).headers['cache-control']).toBe('immutable');
  });

  it('compresses text only where the client accepts it, with brotli or gzip as Cloudflare does', async () => {
    const gzipped = await request(site.port, '/about', { 'Accept-Encoding': 'gzip, deflate' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toContain('About');
    expect((await request(site.port, '/about', { 'Accept-Encoding': 'br, gzip' })).headers['content-encoding']).toBe('br');
    for (const refused of ['gzip;q=0', 'identity', '']) {
      const plain = await request(site.port, '/about', { 'Accept-Encoding': refused });
      expect([refused, plain.headers['content-encoding']]).toEqual([refused, undefined]);
    }
  });

  it('answers a revisit with 304 Not Modified, by ETag or by date', async () => {
    const first = await request(site.port, '/about');
    expect(first.headers.etag).toBeDefined();
    expect((await request(site.port, '/about', { 'If-None-Match': first.headers.etag })).status).toBe(304);
    expect((await request(site.port, '/about', { 'If-Modified-Since': first.headers['last-modified'] })).status).toBe(304);
    expect((await request(site.port, '/about', { 'If-None-Match': 'W/"other"' })).status).toBe(200);
  });
});
