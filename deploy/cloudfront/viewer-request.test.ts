/**
 * @jest-environment node
 */
import { parse } from 'acorn';
import { privacyRoute, routes } from '#model/routes.ts';
import { canonicalPath, fileOfRoute, pathsFor } from '@/scripts/pipeline/clean-urls';
import { offSiteSpellings, staysOnSite } from '@/scripts/test/redirect-spellings';
import { isRedirect, source, viewerRequest } from '../../scripts/test/cloudfront-harness';

// The CloudFront Function is the clean-URL rule (scripts/pipeline/clean-urls.ts) rewritten in ES 5.1,
// which CloudFront Functions run and which cannot import it: these hold the two equal, over
// every page and every tricky spelling, with no build. (On the built site: the .export test.)

function safeDecode(uri: string): string {
  try {
    return decodeURIComponent(uri);
  } catch {
    return uri;
  }
}

/** Spellings that test a redirect rule: doubled and trailing slashes, `index`, `.html` in odd places, encodings. */
const tricky = (basePath: string) => [
  basePath || '/',
  `${basePath}/`,
  `${basePath}//`,
  `${basePath}/index`,
  `${basePath}/index.html`,
  `${basePath}/about//`,
  `${basePath}/about.html/`,
  `${basePath}/about/index.html`,
  `${basePath}/about/index`,
  `${basePath}/a.b/`,
  `${basePath}/sitemap.xml`,
  `${basePath}/_next/static/chunks/a.js`,
  `${basePath}/%61bout.html`,
  `${basePath}/no-such-page/`,
  `${basePath}/404`,
  `${basePath}/_not-found.html`,
  ...offSiteSpellings(basePath),
];

describe('the CloudFront viewer-request function', () => {
  it('is ES 5.1 with no require(), as CloudFront Functions run it', () => {
    expect(() => parse(source, { ecmaVersion: 5, sourceType: 'script' })).not.toThrow();
    // The code, not its comments (whose JSDoc types name the harness's, for the typecheck).
    const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    expect(code).not.toMatch(/\brequire\s*\(|\bimport\b/);
  });

  for (const basePath of ['', '/oj']) {
    it(`serves every page at its clean URL and sends each other spelling there, as scripts/pipeline/clean-urls.ts says (base path "${basePath}")`, () => {
      const run = viewerRequest(basePath);
      for (const { path } of [...routes, privacyRoute]) {
        const file = fileOfRoute(path);
        const [clean = '', ...others] = pathsFor(file, basePath);
        expect(run(clean)).toEqual({ uri: `${basePath}/${file}`, querystring: {} });
        for (const other of [...others, ...(path === '/' ? [`${basePath}/index.html`, `${basePath}/index`] : [])]) {
          expect(run(other)).toMatchObject({ statusCode: 308, headers: { location: { value: clean } } });
        }
      }
    });

    it(`redirects exactly where scripts/pipeline/clean-urls.ts does, for every tricky spelling (base path "${basePath}")`, () => {
      const run = viewerRequest(basePath);
      const differ = tricky(basePath)
        .flatMap((uri) => [uri, safeDecode(uri)])
        .map((uri) => {
          const result = run(uri);
          return { uri, function: isRedirect(result) ? result.headers.location.value : undefined, rule: canonicalPath(uri, basePath) };
        })
        .filter((decision) => decision.function !== decision.rule);
      expect(differ).toEqual([]);
    });
  }

  for (const basePath of ['', '/oj']) {
    it(`never redirects off the site, however the URI spells another host (base path "${basePath}")`, () => {
      const run = viewerRequest(basePath);
      // CloudFront hands the function the URI as the viewer sent it; decoded too, to be safe.
      const uris = offSiteSpellings(basePath).flatMap((uri) => [uri, safeDecode(uri)]);
      const locations = uris
        .map((uri) => [uri, run(uri)] as const)
        .flatMap(([uri, result]) => (isRedirect(result) ? [[uri, result.headers.location.value]] : []));
      expect(locations.filter(([, location]) => !staysOnSite(location ?? '', basePath))).toEqual([]);
      expect(locations.length).toBeGreaterThan(100);
      expect(run(`${basePath}//evil.example/`)).toMatchObject({ headers: { location: { value: `${basePath}/evil.example` } } });
      expect(run(`${basePath}/%2Fevil.example.html`)).toMatchObject({ headers: { location: { value: `${basePath}/evil.example` } } });
    });
  }

  it('keeps the query string through a redirect', () => {
    const result = viewerRequest()('/about.html', { ref: { value: 'mail' }, tag: { value: 'a', multiValue: [{ value: 'a' }, { value: 'b' }] } });
    expect(result).toEqual({ statusCode: 308, statusDescription: 'Permanent Redirect', headers: { location: { value: '/about?ref=mail&tag=a&tag=b' } } });
  });
});
