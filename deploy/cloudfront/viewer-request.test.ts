/**
 * @jest-environment node
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { runInNewContext } from 'node:vm';
import { parse } from 'acorn';
import { routes } from '@/content/routes';
import { offSiteSpellings, staysOnSite } from '@/scripts/redirect-spellings';

// Runs the CloudFront Function on every exported file and route of the built site (out/, and
// the /oj sub-path build in out-base/) and checks that what it asks S3 for exists.

const source = readFileSync(join(__dirname, 'viewer-request.js'), 'utf8');

interface QueryValue {
  value: string;
  multiValue?: { value: string }[];
}
interface CfRequest {
  uri: string;
  querystring: Record<string, QueryValue>;
}
interface CfRedirect {
  statusCode: number;
  headers: { location: { value: string } };
}

/** The function as CloudFront runs it, for a site built under `basePath`. */
function viewerRequest(basePath = ''): (uri: string, querystring?: Record<string, QueryValue>) => CfRequest | CfRedirect {
  const configured = source.replace("var basePath = '';", `var basePath = '${basePath}';`);
  expect(configured).toContain(`var basePath = '${basePath}';`);
  const sandbox: { handler?: (event: { request: CfRequest }) => CfRequest | CfRedirect } = {};
  runInNewContext(configured, sandbox);
  const handler = sandbox.handler;
  if (!handler) throw new Error('viewer-request.js defines no handler');
  return (uri, querystring = {}) => handler({ request: { uri, querystring } });
}

function safeDecode(uri: string): string {
  try {
    return decodeURIComponent(uri);
  } catch {
    return uri;
  }
}

const isRedirect = (result: CfRequest | CfRedirect): result is CfRedirect => 'statusCode' in result;

function filesOf(dir: string): string[] {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir} has no exported site: run npm run build (and build:base) first`);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).replace(/\\/g, '/')}`);
}

/** What S3 is finally asked for after following the function's redirects, or why not. */
function resolve(run: ReturnType<typeof viewerRequest>, uri: string): { key: string; hops: string[] } {
  const hops: string[] = [];
  let result = run(uri);
  while (isRedirect(result)) {
    expect(result.statusCode).toBe(308);
    const next = result.headers.location.value;
    hops.push(next);
    if (hops.length > 2) throw new Error(`redirect loop from ${uri}: ${hops.join(' -> ')}`);
    result = run(next);
  }
  return { key: result.uri, hops };
}

describe('the CloudFront viewer-request function', () => {
  it('is ES 5.1 with no require(), as CloudFront Functions run it', () => {
    expect(() => parse(source, { ecmaVersion: 5, sourceType: 'script' })).not.toThrow();
    const code = source.replace(/\/\/.*$/gm, '');
    expect(code).not.toMatch(/\brequire\s*\(|\bimport\b/);
  });

  for (const [dir, basePath] of [
    ['out', ''],
    ['out-base', '/oj'],
  ] as const) {
    describe(`for the site in ${dir}/ at "${basePath || '/'}"`, () => {
      const run = viewerRequest(basePath);
      // `_headers` and `_redirects` are for Netlify and Cloudflare Pages; the upload to S3 leaves them out (README).
      const files = new Set(filesOf(dir).filter((file) => !['/_headers', '/_redirects'].includes(file)).map((file) => `${basePath}${file}`));
      const exists = (key: string) => files.has(key);

      // The not-found page's own names answer as any unknown path does: 404, from S3's error response.
      const notFoundPages = new Set(['/404.html', '/_not-found.html'].map((page) => `${basePath}${page}`));

      it('serves every exported file: assets as they are, pages at their clean URL', () => {
        for (const file of [...files].filter((page) => !notFoundPages.has(page))) {
          const { key, hops } = resolve(run, file);
          // A page's redirect leads back to the same file; anything else is served as it is.
          expect({ file, key, hops: file.endsWith('.html') ? [] : hops }).toEqual({ file, key: file, hops: [] });
        }
      });

      it('maps every route to its page, once, with one redirect from each other spelling', () => {
        for (const { path } of routes) {
          const clean = path === '/' ? `${basePath}/` : `${basePath}${path}`;
          const file = path === '/' ? `${basePath}/index.html` : `${basePath}${path}.html`;
          expect(resolve(run, clean)).toEqual({ key: file, hops: [] });
          for (const spelling of path === '/' ? [`${basePath}/index.html`, `${basePath}/index`] : [`${clean}.html`, `${clean}/`]) {
            expect(resolve(run, spelling)).toEqual({ key: file, hops: [clean] });
          }
        }
        if (basePath) expect(resolve(run, basePath)).toEqual({ key: `${basePath}/index.html`, hops: [`${basePath}/`] });
      });

      it('leaves assets, the sitemap and the not-found page to S3, and unknown paths to the 404 response', () => {
        const asset = [...files].find((file) => file.includes('/_next/static/') && file.endsWith('.js'));
        expect(asset).toBeDefined();
        expect(run(asset ?? '')).toEqual({ uri: asset, querystring: {} });
        expect(resolve(run, `${basePath}/sitemap.xml`)).toEqual({ key: `${basePath}/sitemap.xml`, hops: [] });
        expect(exists(`${basePath}/404.html`)).toBe(true);
        for (const page of notFoundPages) expect(exists(page)).toBe(true);
        for (const unknown of [`${basePath}/no-such-page`, `${basePath}/about/deeper`, `${basePath}/privacy`, `${basePath}/404`, `${basePath}/_not-found`, `${basePath}/404.html`]) {
          expect(exists(resolve(run, unknown).key)).toBe(false);
        }
      });
    });
  }

  for (const basePath of ['', '/oj']) {
    it(`never redirects off the site, however the URI spells another host (base path "${basePath}")`, () => {
      const run = viewerRequest(basePath);
      // CloudFront hands the function the URI as the viewer sent it; decoded too, to be safe.
      const uris = offSiteSpellings(basePath).flatMap((uri) => [uri, safeDecode(uri)]);
      const locations = uris.map((uri) => [uri, run(uri)] as const).flatMap(([uri, result]) => (isRedirect(result) ? [[uri, result.headers.location.value]] : []));
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
