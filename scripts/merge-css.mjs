// Post-build step: one stylesheet per page.
// vanilla-extract emits a CSS file per `.css.ts` module and Turbopack does not merge them, so a
// page would link 8–15 small render-blocking stylesheets. This step concatenates each page's
// sheets, in their cascade order, into one content-hashed file beside them and points the page
// at it: the <link>s in <head>, and the React payload inline in the HTML and in the `.txt` files
// the router fetches on client-side navigation. Hydration then finds the sheet it expects
// already in the document, and navigating loads the next page's own sheet. The original files
// stay: a lazily loaded client component (the contact toast) still loads its own.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { htmlFiles } from './export-files.mjs';

const stylesheetLink = /<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g;
const chunkStylesheet = /[^"'\s\\]*\/_next\/static\/chunks\/[\w.-]+\.css/g;

/** The stylesheets a page links in its <head>, in cascade order. */
export function stylesheetsOf(html) {
  return [...html.matchAll(stylesheetLink)].map((match) => match[1]);
}

/** The merged sheet's file name: a hash of its content, as long as Turbopack's own names. */
export function mergedName(css) {
  return `${createHash('sha256').update(css).digest('hex').slice(0, 13)}.css`;
}

/**
 * The text with `merged` in place of the stylesheets `hrefs`: the first <link> to one of them
 * now links `merged`, the other <link>s go, and every other mention (the React payload's
 * stylesheet elements and preload hints) names `merged`.
 */
export function withOneStylesheet(text, hrefs, merged) {
  let linked = false;
  const relinked = text.replace(stylesheetLink, (tag, href) => {
    if (!hrefs.includes(href)) return tag;
    if (linked) return '';
    linked = true;
    return tag.replace(href, merged);
  });
  return hrefs.reduce((result, href) => result.replaceAll(href, merged), relinked);
}

/** The React payload files of an exported page: `about.html` → `about.txt`, `about/__next.*.txt`. */
export function payloadFiles(outDir, htmlFile) {
  const name = relative(outDir, htmlFile).replace(/\.html$/, '');
  const segmentDir = name === 'index' ? outDir : join(outDir, name);
  const segments = existsSync(segmentDir)
    ? readdirSync(segmentDir).filter((file) => /^__next\..*\.txt$/.test(file)).map((file) => join(segmentDir, file))
    : [];
  return [join(outDir, `${name}.txt`), ...segments].filter((file) => existsSync(file));
}

/** Gives every page of `outDir` one stylesheet; returns how many sheets each page had before. */
export function mergeStylesheets(outDir, basePath = '') {
  const before = {};
  for (const page of htmlFiles(outDir)) {
    const html = readFileSync(page, 'utf8');
    const hrefs = stylesheetsOf(html);
    before[relative(outDir, page)] = hrefs.length;
    if (hrefs.length < 2) continue;
    const files = hrefs.map((href) => join(outDir, href.slice(basePath.length)));
    const css = files.map((file) => readFileSync(file, 'utf8').trim()).join('\n');
    if (/@(import|charset)\b/i.test(css)) throw new Error(`${page}: a stylesheet has @import or @charset, which cannot be concatenated`);
    const name = mergedName(css);
    writeFileSync(join(dirname(files[0]), name), `${css}\n`);
    const merged = `${dirname(hrefs[0])}/${name}`;
    for (const file of [page, ...payloadFiles(outDir, page)]) {
      const text = withOneStylesheet(readFileSync(file, 'utf8'), hrefs, merged);
      const stray = [...new Set(text.match(chunkStylesheet))].filter((href) => href !== merged);
      if (stray.length) throw new Error(`${basename(file)} names stylesheets its page does not link: ${stray.join(', ')}`);
      writeFileSync(file, text);
    }
  }
  return before;
}
