// Post-build step: every page preloads the site's font, as Next does for its ordinary pages.
// Next finds a page's fonts in its font manifest under the page's file name less its last
// extension (next/dist/server/app-render/get-preloadable-fonts.js), so a page whose file has a
// second one, the pages that appear with the owner's content (`page.insights.tsx`:
// model/published.ts), is looked up as `app/blog/page.insights` while the manifest lists it as
// `app/blog/page`, and gets no preload. Their text then waited for the stylesheet to name the
// font: a first paint at 1.07 s, where the other pages paint at 0.77 s (bench, slow 4G). This
// step gives such a page the link Next writes on the others, where Next writes it (after the
// viewport), and checks on every other page that Next's link is the one this step would write.
// Where the owner's typeface is the visitor's own (content/settings.json `typeface`), no page
// draws Inter, so the step takes Next's link away instead, and the same hint from the page's
// React payload (inline and in its `.txt` files), which React would otherwise turn into the same
// link once it runs: the font would be fetched for nothing, and the browser would say so.
import { readFileSync, writeFileSync } from 'node:fs';
import { all, attr, createElement, hasToken, headOf, insert, remove, setText, textOf } from './html.ts';
import { isPayloadScript, payloadFiles, withoutFontHints } from './next-format.ts';
import type { Expect, Page, Step } from './pipeline.ts';

/**
 * The step: with the web font, each of the site's `pages` (files: `blog.html`) has the font's
 * preload link once; returns how many it was added to. The not-found pages are left as Next
 * writes them: their large "404" is drawn in the system's font, and it is their largest paint.
 * Without it, no page has one; returns how many it was taken from.
 */
export function preloadFont({
  font,
  basePath,
  pages,
  webFont = true,
  outDir = 'out',
}: {
  font: string;
  basePath: string;
  pages: ReadonlySet<string>;
  webFont?: boolean;
  outDir?: string;
}): Step<'preload-font', number> {
  const href = `${basePath}/_next/${font}`;
  let added = 0;
  return {
    name: 'preload-font',
    page({ name, document }: Page, expect: Expect) {
      const head = headOf(document);
      const links = all(head, 'link', (link) => hasToken(link, 'rel', 'preload') && attr(link, 'as') === 'font');
      if (!webFont) {
        links.forEach(remove);
        added += links.length;
        const texts = all(document, 'script', isPayloadScript).map((script) => {
          const text = withoutFontHints(textOf(script), true);
          setText(script, text);
          return text;
        });
        for (const file of payloadFiles(outDir, name)) {
          const text = withoutFontHints(readFileSync(file, 'utf8'), false);
          writeFileSync(file, text);
          texts.push(text);
        }
        expect(!texts.some((text) => text.includes('.woff2')), 'no font left in its React payload');
        return;
      }
      if (!pages.has(name)) return;
      if (links.length) {
        expect(links.length === 1 && attr(links[0]!, 'href') === href, `Next's one font preload to be ${href}`);
        return;
      }
      const viewport = all(head, 'meta', (meta) => attr(meta, 'name') === 'viewport')[0];
      expect(viewport, 'a viewport <meta> to write the font preload after');
      insert(
        head,
        createElement('link', { rel: 'preload', href, as: 'font', crossorigin: '', type: 'font/woff2' }),
        head.childNodes[head.childNodes.indexOf(viewport) + 1],
      );
      added += 1;
    },
    finish: () => added,
  };
}
