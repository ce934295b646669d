// Post-build step: the React payload in a file of its own, fetched with the scripts.
// Next writes a page's React payload inline at the end of <body> (./next-format.ts):
// about half of its gzipped HTML (home: 7.4 of 14.4 KB), which only hydration reads, and which
// the scripts held back until the visitor's first intent (./defer-scripts.ts) need no sooner.
// Inline, it kept home and /ventures from one round trip once the host's headers were counted.
// Here it becomes one content-hashed file under `_next/static/payload/` (cached for a year, as
// every hashed asset), put before the page's first script and held with them; the loader runs
// the held scripts in their order, so Next's runtime finds the payload when it starts, as it
// found the inline one. The page loses its inline payload's bytes and their hashes in its policy.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { all, attr, createElement, headOf, insert, remove, textOf } from './html.ts';
import type { Expect, Page, Step } from './pipeline.ts';
import { isPayloadScript, payloadName } from './next-format.ts';

/** Where the payload files go, under the export and the site's base path. */
export const payloadFolder = '_next/static/payload';

/** The step: each page's inline payload, in order, in one file its first script loads; returns how many files it wrote. */
export function payloadFile({ outDir, basePath = '' }: { outDir: string; basePath?: string }): Step<'payload-file', number> {
  const written = new Set<string>();
  return {
    name: 'payload-file',
    page({ document }: Page, expect: Expect) {
      const pieces = all(document, 'script', isPayloadScript);
      expect(pieces.length > 0, `its React payload inline (${payloadName})`);
      const text = `${pieces.map(textOf).join(';\n')};\n`;
      const name = `${createHash('sha256').update(text).digest('hex').slice(0, 16)}.js`;
      if (!written.has(name)) {
        mkdirSync(join(outDir, payloadFolder), { recursive: true });
        writeFileSync(join(outDir, payloadFolder, name), text);
        written.add(name);
      }
      pieces.forEach(remove);
      const [first] = all(document, 'script', (script) => attr(script, 'src') !== undefined);
      expect(first?.parentNode === headOf(document), 'its first script in <head>, which the payload goes before');
      insert(headOf(document), createElement('script', { src: `${basePath}/${payloadFolder}/${name}` }), first);
    },
    finish: () => written.size,
  };
}
