// The search index, made by Pagefind from the final pages the build lists, in chunks fetched only for
// the words typed (docs/decisions/0010-search.md). Each page's main content, title, kind and date.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { close, createIndex } from 'pagefind';
import { searchFolder, type SearchKind } from '../../../lib/search.ts';
import { fileOfRoute } from '../clean-urls.ts';
import { all, createElement, insert, parse, serialize, setAttr, textOf } from './html.ts';

/** A page to index: its route, its kind, its date where it has one, and its title where the page's own is cut to fit search results (a transcript's). */
export interface SearchPage {
  route: string;
  kind: SearchKind;
  date?: string | undefined;
  title?: string;
}

/** The parts of a page not searched: its navigation (the neighbours' titles would match), the call to action every page repeats. */
const notSearched = ['nav', '#contact-cta', 'noscript', '[aria-hidden="true"]'];

/** What Pagefind writes for its ready-made interfaces, which the site's own search page does not use. */
const unused = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
];

/** The page's HTML with the title, kind and date the results show, at the start of its <main>, for Pagefind to read (never written to the export). */
export function withSearchMeta(html: string, { kind, date, title: own }: SearchPage): string {
  const document = parse(html);
  const [main] = all(document, 'main');
  if (!main) throw new Error('postbuild search-index: a page without <main> cannot be indexed');
  const [pageTitle] = all(document, 'title');
  // Read for the results, not searched, nor in their excerpts (Pagefind's "ignore" keeps an element's metadata).
  const marks = createElement('div', { 'data-pagefind-ignore': '' });
  insert(marks, createElement('span', { 'data-pagefind-meta': 'title' }, own ?? (pageTitle ? textOf(pageTitle) : '').replace(/ \| [^|]*$/, '')));
  insert(marks, createElement('span', { 'data-pagefind-meta': `kind:${kind}` }));
  if (date) insert(marks, createElement('span', { 'data-pagefind-meta': `date:${date}` }));
  insert(main, marks, main.childNodes[0]);
  // A transcript's heading would make every part a result for a word of the title: the episode's page is that.
  if (kind === 'Transcript') for (const heading of all(main, 'h1')) setAttr(heading, 'data-pagefind-ignore', '');
  return serialize(document);
}

/** Indexes `pages` of the export in `outDir`; says how many pages and words, or throws naming what Pagefind refused. */
export async function writeSearchIndex(outDir: string, pages: readonly SearchPage[]): Promise<string> {
  const { index, errors } = await createIndex({ rootSelector: 'main', excludeSelectors: notSearched, forceLanguage: 'en' });
  if (!index) throw new Error(`postbuild search-index: Pagefind did not start: ${errors.join('; ')}`);
  let words = 0;
  try {
    for (const page of pages) {
      const file = fileOfRoute(page.route);
      const added = await index.addHTMLFile({ url: page.route, content: withSearchMeta(readFileSync(join(outDir, file), 'utf8'), page) });
      if (added.errors.length) throw new Error(`postbuild search-index: ${file}: ${added.errors.join('; ')}`);
      words += added.file.uniqueWords;
    }
    rmSync(join(outDir, searchFolder), { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: join(outDir, searchFolder) });
    if (written.errors.length) throw new Error(`postbuild search-index: ${written.errors.join('; ')}`);
  } finally {
    await close();
  }
  for (const file of unused) rmSync(join(outDir, searchFolder, file), { force: true });
  return `${pages.length} pages, ${words} distinct words`;
}
