// The search page asks for its first search's files with the page itself, each a <link> in <head>.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { searchFolder } from '../../../lib/search.ts';
import { createElement, headOf, insert } from './html.ts';
import { pageOf, transform, type Expect, type Page } from './pipeline.ts';

/** A small index comes whole with the page (a few dozen pages: 36 KB); a larger one a chunk per word. */
export const preloadedIndexBytes = 64_000;

/** The query mark of the entry Pagefind asks for: this index's, so a page and its index agree (its `metaCacheTag`). */
export const entryTag = 'ts';

/** Puts the preloads in `file` (the search page) of `outDir`; says what it preloaded. */
export function preloadSearch(outDir: string, file: string, basePath: string): string {
  const folder = join(outDir, searchFolder);
  const metas = readdirSync(folder).filter((name) => /^pagefind\.[\w-]+_[0-9a-f]+\.pf_meta$/.test(name));
  const [meta] = metas;
  if (!meta || metas.length > 1) throw new Error(`postbuild search-preload: expected one language's metadata in ${folder}, found ${metas.length}`);
  const [, language = '', hash = ''] = /^pagefind\.([\w-]+)_([0-9a-f]+)\./.exec(meta) ?? [];
  const chunks = readdirSync(join(folder, 'index')).map((name) => `index/${name}`);
  const chunkBytes = chunks.reduce((sum, chunk) => sum + statSync(join(folder, chunk)).size, 0);
  const fetched = [`pagefind-entry.json?${entryTag}=${hash}`, `wasm.${language}.pagefind`, meta, ...(chunkBytes <= preloadedIndexBytes ? chunks : [])];
  const at = `${basePath}/${searchFolder}/`;
  const page = pageOf(outDir, join(outDir, file));
  const html = transform(page, [
    {
      name: 'search-preload',
      page({ document }: Page, expect: Expect) {
        const head = headOf(document);
        for (const name of fetched) {
          expect(name.includes('?') || statSync(join(folder, name), { throwIfNoEntry: false }), `${searchFolder}/${name} in the export`);
          insert(head, createElement('link', { rel: 'preload', as: 'fetch', crossorigin: 'anonymous', href: at + name }));
        }
        insert(head, createElement('link', { rel: 'modulepreload', href: `${at}pagefind.js` }));
      },
    },
  ]);
  writeFileSync(join(outDir, file), html);
  return `${fetched.length + 1} files of the search preloaded with its page${chunkBytes > preloadedIndexBytes ? ' (its chunks come as he types)' : ''}`;
}
