// One stylesheet per page: vanilla-extract writes a file per module and Turbopack links each, so a
// page had 8–15 render-blocking sheets. Each page's sheets are joined in cascade order into one
// content-hashed file, in <head> and in the payload (inline and `.txt`), so hydration and navigation find it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { filesIn } from '../files.ts';
import { all, attr, hasToken, headOf, remove, setAttr, setText, textOf } from './html.ts';
import { isPayloadScript, payloadFiles } from './next-format.ts';
import type { Tree } from './html.ts';
import type { Expect, Page, Step } from './pipeline.ts';

/** The stylesheet <link>s of a page's <head>, in cascade order. */
export const stylesheetLinks = (document: Tree.Document): Tree.Element[] => all(headOf(document), 'link', (link) => hasToken(link, 'rel', 'stylesheet'));

/** The stylesheets a page links, in cascade order. */
export const stylesheetsOf = (document: Tree.Document): string[] => stylesheetLinks(document).map((link) => attr(link, 'href') ?? '');

/** The merged sheet's file name: a hash of its content, as long as Turbopack's own names. */
export function mergedName(css: string): string {
  return `${createHash('sha256').update(css).digest('hex').slice(0, 13)}.css`;
}

/** Every stylesheet a React payload names: JSON strings ending in `.css`, quoted as `"` or, inside a script's string, `\"`. */
export const sheetsNamed = (payload: string): string[] => [...new Set([...payload.matchAll(/\\?"([^"\\]+\.css)\\?"/g)].map((match) => match[1] ?? ''))];

/** The payload with each of `hrefs` renamed `merged` where it is a whole JSON string. */
export const renamed = (payload: string, hrefs: readonly string[], merged: string): string =>
  hrefs.reduce((text, href) => text.replaceAll(`"${href}\\"`, `"${merged}\\"`).replaceAll(`"${href}"`, `"${merged}"`), payload);

/** The React payload files of an export (`.txt` files that name a stylesheet) outside `claimed`. */
const unclaimedPayloads = (outDir: string, claimed: ReadonlySet<string>): string[] =>
  filesIn(outDir).filter((file) => file.endsWith('.txt') && !claimed.has(file) && sheetsNamed(readFileSync(file, 'utf8')).length);

/** The step: every page links exactly one stylesheet, and its payload names that one only (every sheet it named is in it). */
export function mergeCss({ outDir, basePath = '' }: { outDir: string; basePath?: string }): Step<'merge-css', Map<string, number>> {
  const merged = new Map<string, number>(); // page → how many sheets it had
  const claimed = new Set<string>();
  return {
    name: 'merge-css',
    page({ name, document }: Page, expect: Expect) {
      const payloads = payloadFiles(outDir, name);
      // 404.html is Next's copy of _not-found.html for hosts' 404s: the router never fetches its payload.
      expect(payloads.length >= 1 || name === '404.html', `its React payload (${name.replace(/\.html$/, '.txt')})`);
      // Every piece of the payload, inline and in its files, with where its renamed text goes.
      const pieces = [
        ...all(document, 'script', isPayloadScript).map((script) => ({ text: textOf(script), write: (text: string) => setText(script, text) })),
        ...payloads.map((file) => ({ text: readFileSync(file, 'utf8'), write: (text: string) => writeFileSync(file, text) })),
      ];
      const sheetOf = (href: string) => ({ href, file: join(outDir, href.slice(basePath.length)) });
      const [firstLink, ...otherLinks] = stylesheetLinks(document);
      expect(firstLink, 'at least one stylesheet <link> in <head>');
      const sheetLinked = (link: Tree.Element) => sheetOf(attr(link, 'href') ?? '');
      const first = sheetLinked(firstLink);
      const linked = [first, ...otherLinks.map(sheetLinked)];
      // Sheets of parts not shown at first (the not-found boundary's) join after the page's own.
      const unlinked = [...new Set(pieces.flatMap(({ text }) => sheetsNamed(text)))]
        .filter((href) => !linked.some((sheet) => sheet.href === href))
        .map(sheetOf);
      const sheets = [...linked, ...unlinked];
      for (const { href, file } of sheets) expect(href.startsWith(`${basePath}/`) && existsSync(file), `its stylesheet ${href} in the export`);
      const hrefs = sheets.map((sheet) => sheet.href);
      const css = sheets.map(({ file }) => readFileSync(file, 'utf8').trim()).join('\n');
      expect(!/@(import|charset)\b/i.test(css), 'no @import or @charset, which cannot be concatenated');
      let href = first.href;
      if (sheets.length > 1) {
        const mergedFile = mergedName(css);
        writeFileSync(join(dirname(first.file), mergedFile), `${css}\n`);
        href = `${dirname(first.href)}/${mergedFile}`;
        setAttr(firstLink, 'href', href);
        otherLinks.forEach((link) => remove(link));
      }
      for (const { text, write } of pieces) write(renamed(text, hrefs, href));
      expect(stylesheetsOf(document).length === 1, 'one stylesheet after merging');
      payloads.forEach((file) => claimed.add(file));
      merged.set(name, linked.length);
    },
    finish() {
      const unclaimed = unclaimedPayloads(outDir, claimed);
      if (unclaimed.length) throw new Error(`postbuild merge-css: payload files no page claimed (did Next rename them?): ${unclaimed.join(', ')}`);
      return merged;
    },
  };
}
