// A data file read from the disk and checked, for what runs in Node alone: the build's own steps
// (the JSON-LD, the sitemap, the feed, which pages have content) and the tests. A page imports its
// data file instead (model/registry.ts, `loadContent`), so the editor's dev server follows it;
// the registry itself also runs in the CMS's page, where there is no disk.
import { readFileSync } from 'node:fs';
import { dataFileOf, loadContent, type Content, type ContentName } from './registry.ts';

/** The content of `content/<name>.json`, as its schema describes it, or a ContentError. */
export const readContent = <N extends ContentName>(name: N): Content<N> => loadContent(name, JSON.parse(readFileSync(dataFileOf(name), 'utf8')));
