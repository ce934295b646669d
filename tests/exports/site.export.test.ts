/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes, unbuiltPaths } from '#model/routes.ts';
import { exportedFile, exportedPage, fileOf, outDir } from './exported';

// What every page of the export holds, read from its files as a host serves them.
const pages = [...routes.map((route) => route.path), '/404'];

describe('the exported site', () => {
  it('links its own pages by paths that exist, and every other site in a new tab that learns nothing of this one', () => {
    for (const path of pages) {
      for (const link of exportedPage(path).querySelectorAll('a[href]')) {
        const href = link.getAttribute('href') ?? '';
        if (/^(mailto|tel):/.test(href)) continue;
        if (/^https?:/.test(href)) {
          expect({ path, href, target: link.getAttribute('target'), rel: link.getAttribute('rel') }).toEqual({
            path,
            href,
            target: '_blank',
            rel: 'noopener noreferrer',
          });
          continue;
        }
        // In-page anchors and the files behind every link are `npm run links`' to check (linkinator).
        expect({ path, href, local: href.startsWith('/') || href.startsWith('#') }).toEqual({ path, href, local: true });
      }
    }
  });

  it('has no page at the specification’s links to pages that do not exist yet, so they answer with the not-found page', () => {
    const linked = new Set(pages.flatMap((path) => [...exportedPage(path).querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href')?.split('#')[0])));
    for (const path of unbuiltPaths) {
      expect({ path, linked: linked.has(path) }).toEqual({ path, linked: true });
      expect(() => exportedFile(fileOf(path))).toThrow(/ENOENT/);
    }
  });

  it('no page loads or links to the CMS, and no page’s policy allows eval', () => {
    for (const path of routes.map((route) => route.path)) {
      const html = exportedFile(fileOf(path)).toString('utf8');
      expect({ path, cms: /\/admin|decap/i.test(html) }).toEqual({ path, cms: false });
      const policy = exportedPage(path).querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';
      expect(policy).toMatch(/^default-src/);
      // JavaScript from text, never; WebAssembly on the search page alone (search.export.test.ts).
      expect(policy.replace(path === '/search' ? "'wasm-unsafe-eval'" : '', '')).not.toMatch(/unsafe-eval/);
    }
    // Nor does any script the pages load (they are all under _next/static).
    const scripts = readdirSync(join(outDir, '_next/static'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(5);
    for (const file of scripts)
      expect({ file, cms: /\/admin|decap/i.test(readFileSync(join(outDir, '_next/static', file), 'utf8')) }).toEqual({ file, cms: false });
  });

  it('each page links one small stylesheet', () => {
    for (const path of pages) {
      const sheets = [...exportedPage(path).querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href') ?? '');
      expect({ path, sheets: sheets.length }).toEqual({ path, sheets: 1 });
      // Uncompressed, the dark scheme's colours included; about a sixth of that gzipped.
      expect({ path, small: exportedFile(sheets[0] ?? '').length < 26_000 }).toEqual({ path, small: true });
    }
  });
});
