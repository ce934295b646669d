// A data file read from the disk and checked, for what runs in Node alone: the build's own steps
// (the JSON-LD, the sitemap, the feed, which pages have content) and the tests. A page imports its
// data file instead (model/registry.ts, `loadContent`), so the editor's dev server follows it;
// the registry itself also runs in the CMS's page, where there is no disk.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataFileOf, loadContent, type Content, type ContentName } from './registry.ts';

/** The content of `content/<name>.json` under `root` (the project, or the specification's fixture: tests/spec/), as its schema describes it, or a ContentError. */
export const readContent = <N extends ContentName>(name: N, root = '.'): Content<N> =>
  loadContent(name, JSON.parse(readFileSync(join(root, dataFileOf(name)), 'utf8')));
