import { acceptsGzip, canonicalPath, headersFor, parseHeaderRules } from './serve-rules.mjs';

describe('the local server’s URL rules', () => {
  it('sends every other spelling of a page to its one URL, as Cloudflare Pages does', () => {
    expect(canonicalPath('/about.html')).toBe('/about');
    expect(canonicalPath('/about/')).toBe('/about');
    expect(canonicalPath('/about//')).toBe('/about');
    expect(canonicalPath('/index.html')).toBe('/');
    expect(canonicalPath('/index')).toBe('/');
    for (const clean of ['/', '/about', '/sitemap.xml', '/_next/static/chunks/a.js']) expect(canonicalPath(clean)).toBeUndefined();
  });

  it('does the same under a base path, and sends the bare base path to its home', () => {
    expect(canonicalPath('/oj', '/oj')).toBe('/oj/');
    expect(canonicalPath('/oj/about.html', '/oj')).toBe('/oj/about');
    expect(canonicalPath('/oj/index.html', '/oj')).toBe('/oj/');
    expect(canonicalPath('/oj/', '/oj')).toBeUndefined();
    expect(canonicalPath('/elsewhere.html', '/oj')).toBeUndefined();
  });
});

describe('the local server’s _headers rules', () => {
  const rules = parseHeaderRules(
    ['# a comment', '/*', '  X-Frame-Options: DENY', '  Link: </a>; rel=preload', '/_next/static/*', '  Cache-Control: immutable', '/about', '  Link: </b>; rel=preload', ''].join('\n'),
  );

  it('reads patterns and their indented headers, keeping colons inside values', () => {
    expect(rules).toEqual([
      { pattern: '/*', headers: [['X-Frame-Options', 'DENY'], ['Link', '</a>; rel=preload']] },
      { pattern: '/_next/static/*', headers: [['Cache-Control', 'immutable']] },
      { pattern: '/about', headers: [['Link', '</b>; rel=preload']] },
    ]);
  });

  it('applies every matching rule, joining a header named twice, with the hosts’ default caching where none is set', () => {
    expect(headersFor(rules, '/about')).toEqual({
      'Cache-Control': 'public, max-age=0, must-revalidate',
      'X-Frame-Options': 'DENY',
      Link: '</a>; rel=preload, </b>; rel=preload',
    });
    expect(headersFor(rules, '/_next/static/a.js')).toEqual({ 'X-Frame-Options': 'DENY', Link: '</a>; rel=preload', 'Cache-Control': 'immutable' });
  });
});

describe('the local server’s content negotiation', () => {
  it('gzips where gzip, or anything, is accepted with a q above 0', () => {
    for (const header of ['gzip', 'br, gzip', 'gzip;q=0.5', '*', '*;q=0.5', 'deflate, gzip;q=1.0']) expect([header, acceptsGzip(header)]).toEqual([header, true]);
    for (const header of [undefined, '', 'identity', 'br', 'gzip;q=0', 'gzip;q=0, *;q=1', '*;q=0']) expect([header, acceptsGzip(header)]).toEqual([header, false]);
  });
});
