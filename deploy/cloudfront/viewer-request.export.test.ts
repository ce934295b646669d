/**
 * @jest-environment node
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { routes, unbuiltPaths } from '#model/routes.ts';
import { resolve, viewerRequest } from '../../scripts/test/cloudfront-harness';

// Runs the CloudFront Function on every exported file and route of the built site (out/, and
// the /oj sub-path build in out-base/) and checks that what it asks S3 for exists. Needs the
// builds: `npm test` runs it after them (`npm run check` leaves it out).

function filesOf(dir: string): string[] {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir} has no exported site: run npm run build (and build:base) first`);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(dir, join(entry.parentPath, entry.name)).replace(/\\/g, '/')}`);
}

describe('the CloudFront viewer-request function, on the exported site', () => {
  for (const [dir, basePath] of [
    ['out', ''],
    ['out-base', '/oj'],
  ] as const) {
    describe(`for the site in ${dir}/ at "${basePath || '/'}"`, () => {
      const run = viewerRequest(basePath);
      // `_headers` and `_redirects` are for Netlify and Cloudflare Pages; the upload to S3 leaves them out (README).
      const files = new Set(
        filesOf(dir)
          .filter((file) => !['/_headers', '/_redirects'].includes(file))
          .map((file) => `${basePath}${file}`),
      );
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
        // The specification's links this export has no page for (as the link check reads them): /privacy where the site collects nothing.
        const unbuilt = unbuiltPaths.map((path) => `${basePath}${path}`).filter((path) => !exists(`${path}.html`));
        for (const unknown of [
          `${basePath}/no-such-page`,
          `${basePath}/about/deeper`,
          ...unbuilt,
          `${basePath}/404`,
          `${basePath}/_not-found`,
          `${basePath}/404.html`,
        ]) {
          expect(exists(resolve(run, unknown).key)).toBe(false);
        }
      });
    });
  }
});
