/**
 * @jest-environment node
 */
import { routes } from '#model/routes.ts';
import { subPathPages } from '@/scripts/test/sample-content';
import { exportedPage } from './exported';

// The site built for a sub-path (BASE_PATH=/oj, out-base/), as GitHub Pages serves a project site,
// read as each page is sent: every address of the site a page names (links, its stylesheet,
// scripts, preloads, photos and icons) and its canonical address are under the sub-path. The
// browser's side, the stylesheet applied and the pages walked, is e2e/base-path.basepath.spec.ts's.

const dir = 'out-base';
const base = '/oj';
/** Every kind of page: the routes, and the others the build adds. */
const paths = [...new Set([...routes.map((route) => route.path), ...subPathPages])];

describe(`the export for the sub-path ${base}`, () => {
  it.each(paths)('%s names the site’s addresses under the sub-path, its canonical one too', (path) => {
    const page = exportedPage(path, dir);
    const named = [...page.querySelectorAll('a[href], link[href], script[src], img[src]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
    );
    const local = named.filter((url) => url.startsWith('/'));
    expect(local.length).toBeGreaterThan(10);
    expect(local.filter((url) => !new RegExp(`^${base}(/|$)`).test(url))).toEqual([]);
    const canonical = page.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '';
    expect(new URL(canonical).pathname).toBe(`${base}${path === '/' ? '/' : path}`);
  });
});
