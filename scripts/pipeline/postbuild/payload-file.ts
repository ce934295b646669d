// The React payload in a content-hashed file of its own, held with the scripts: inline it was about
// half a page's gzipped HTML, which only hydration reads, and kept pages from one round trip. The
// loader runs the scripts in order, so Next's runtime finds it as it found the inline one.
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
