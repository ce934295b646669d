// Every page preloads the site's font as Next does for its ordinary pages: Next looks a page up by its
// file name less one extension, so `page.insights.tsx` pages got none (their first paint waited for the
// stylesheet). With the visitor's own typeface, it takes Next's link away instead, and from the payload.
import { readFileSync, writeFileSync } from 'node:fs';
import { all, attr, createElement, hasToken, headOf, insert, remove, setText, textOf } from './html.ts';
import { isPayloadScript, payloadFiles, withoutFontHints } from './next-format.ts';
import type { Expect, Page, Step } from './pipeline.ts';

/** The not-found pages are left as Next writes them: their "404", their largest paint, is in the system font. */
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
