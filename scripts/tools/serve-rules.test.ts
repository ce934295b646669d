import { offSiteSpellings, staysOnSite } from '../test/redirect-spellings.ts';
import { canonicalPath } from '../pipeline/clean-urls.ts';
import { fileSegments, headersFor, locationOf, parseHeaderRules, requestTarget } from './serve-rules.ts';

/** The Location the server answers a raw request target with, or undefined (no redirect). */
function locationFor(target: string, basePath = ''): string | undefined {
  const { path, search } = requestTarget(target) ?? {};
  const redirect = path === undefined ? undefined : canonicalPath(path, basePath);
  return redirect && locationOf(redirect, search);
}

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

  for (const basePath of ['', '/oj']) {
    it(`never redirects off the site, however the path spells another host (base path "${basePath}")`, () => {
      const spellings = offSiteSpellings(basePath);
      const offSite = spellings.map((target) => [target, locationFor(target, basePath)]).filter(([, location]) => location && !staysOnSite(location, basePath));
      expect(offSite).toEqual([]);
      // The plainest ones redirect, onto the site: the check above is not vacuous.
      expect(locationFor(`${basePath}/%2Fevil.example/`, basePath)).toBe(`${basePath}/evil.example`);
      expect(locationFor(`${basePath}/%5Cevil.example.html`, basePath)).toBe(`${basePath}/evil.example`);
      expect(locationFor(`${basePath}/%252Fevil.example/?a=1`, basePath)).toBe(`${basePath}/evil.example?a=1`);
      expect(spellings.filter((target) => locationFor(target, basePath)).length).toBeGreaterThan(40);
    });
  }

  it('answers 400 for a target that is no URL, and 404 for a malformed escape', () => {
    for (const target of ['//[/', 'http://[/', 'http://x:99999/']) expect([target, requestTarget(target)]).toEqual([target, undefined]);
    expect(requestTarget('/%E0%A4%A')).toMatchObject({ path: undefined });
    expect(requestTarget('/about%20us?x=%41')).toMatchObject({ path: '/about us', search: '?x=%41' });
  });

  it('never serves the hosts’ own files or a dotfile, however the path spells it', () => {
    for (const path of ['/_headers', '/_redirects', '//_redirects', '//_headers', '/_headers/', '/.env', '/a/.git/config', '/a\\b', '/a\0'])
      expect([path, fileSegments(path)]).toEqual([path, undefined]);
    expect(fileSegments('//about')).toEqual(['about']);
    expect(fileSegments('/_next/static/a.js')).toEqual(['_next', 'static', 'a.js']);
  });
});

describe('the local server’s _headers rules', () => {
  const rules = parseHeaderRules(
    [
      '# a comment',
      '/*',
      '  X-Frame-Options: DENY',
      '  Link: </a>; rel=preload',
      '/_next/static/*',
      '  Cache-Control: immutable',
      '/about',
      '  Link: </b>; rel=preload',
      '',
    ].join('\n'),
  );

  it('reads patterns and their indented headers, keeping colons inside values', () => {
    expect(rules).toEqual([
      {
        pattern: '/*',
        headers: [
          ['X-Frame-Options', 'DENY'],
          ['Link', '</a>; rel=preload'],
        ],
      },
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
