// Post-build step: every page preloads the site's font, as Next does for its ordinary pages.
// Next finds a page's fonts in its font manifest under the page's file name less its last
// extension (next/dist/server/app-render/get-preloadable-fonts.js), so a page whose file has a
// second one, the pages that appear with the owner's content (`page.insights.tsx`:
// content/published.ts), is looked up as `app/blog/page.insights` while the manifest lists it as
// `app/blog/page`, and gets no preload. Their text then waited for the stylesheet to name the
// font: a first paint at 1.07 s, where the other pages paint at 0.77 s (bench, slow 4G). This
// step gives such a page the link Next writes on the others, where Next writes it (after the
// viewport), and checks on every other page that Next's link is the one this step would write.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { all, attr, createElement, hasToken, headOf, insert } from './html.ts';
import type { Expect, Page, Step } from './pipeline.ts';

/** The one font file Next's manifest lists for the pages (`static/media/….woff2`). */
export function manifestFont(manifestFile = join('.next', 'server', 'next-font-manifest.json')): string {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { app?: Record<string, string[]> };
  const files = [...new Set(Object.values(manifest.app ?? {}).flat())];
  if (files.length !== 1 || !files[0]?.endsWith('.woff2')) throw new Error(`postbuild preload-font: ${manifestFile}: expected one .woff2 font for every page, found ${JSON.stringify(files)}`);
  return files[0];
}

/**
 * The step: each of the site's `pages` (files: `blog.html`) has the font's preload link once;
 * returns how many it was added to. The not-found pages are left as Next writes them: their
 * large "404" is drawn in the system's font, and it is their largest paint.
 */
export function preloadFont({ font, basePath, pages }: { font: string; basePath: string; pages: ReadonlySet<string> }): Step<'preload-font', number> {
  const href = `${basePath}/_next/${font}`;
  let added = 0;
  return {
    name: 'preload-font',
    page({ name, document }: Page, expect: Expect) {
      if (!pages.has(name)) return;
      const head = headOf(document);
      const links = all(head, 'link', (link) => hasToken(link, 'rel', 'preload') && attr(link, 'as') === 'font');
      if (links.length) {
        expect(links.length === 1 && attr(links[0]!, 'href') === href, `Next's one font preload to be ${href}`);
        return;
      }
      const viewport = all(head, 'meta', (meta) => attr(meta, 'name') === 'viewport')[0];
      expect(viewport, 'a viewport <meta> to write the font preload after');
      insert(head, createElement('link', { rel: 'preload', href, as: 'font', crossorigin: '', type: 'font/woff2' }), head.childNodes[head.childNodes.indexOf(viewport) + 1]);
      added += 1;
    },
    finish: () => added,
  };
}
