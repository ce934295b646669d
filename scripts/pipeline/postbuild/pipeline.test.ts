import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { csp } from './csp.ts';
import { deferScripts, loader } from './defer-scripts.ts';
import { nextExport } from '../../test/next-export.ts';
import { all, attr, parse, textOf } from './html.ts';
import type { Tree } from './html.ts';
import { holdPhotos, photoHold } from './hold-photos.ts';
import { joinHeadScripts } from './join-head-scripts.ts';
import { mergeCss } from './merge-css.ts';
import { runPipeline } from './pipeline.ts';
import type { Expect, Page } from './pipeline.ts';
import { graphsOf, structuredData } from './structured-data.ts';

const steps = (outDir: string) => [
  structuredData(graphsOf(outDir)),
  mergeCss({ outDir }),
  deferScripts(),
  holdPhotos(),
  joinHeadScripts(),
  csp({ outDir, delivery: { kind: 'log' } }),
];

describe("the post-build pipeline, on Next 16's own output", () => {
  it('runs every step over the page and writes it once, keeping what no step meant to change', () => {
    const { outDir, page } = nextExport();
    const before = page.document;
    expect(runPipeline(outDir, steps(outDir))).toMatchObject({ 'structured-data': 1, 'defer-scripts': 1, 'hold-photos': 1, 'join-head-scripts': 1, csp: 3 });
    const after = parse(readFileSync(join(outDir, 'about.html'), 'utf8'));
    const text = (document: Tree.Document, tag: string) => all(document, tag).map(textOf).join('|');
    expect(text(after, 'h1')).toBe(text(before, 'h1'));
    expect(all(after, 'img').map((img) => img.attrs)).toEqual(all(before, 'img').map((img) => img.attrs));
    expect(all(after, 'link', (link) => attr(link, 'rel') === 'stylesheet')).toHaveLength(1);
    // In <head>, one inline script: the photo hold, then the script loader.
    expect(all(after, 'script').filter((script) => textOf(script) === `${photoHold};${loader}`)).toHaveLength(1);
    expect(all(after, 'meta', (meta) => attr(meta, 'http-equiv') === 'Content-Security-Policy')).toHaveLength(1);
    expect(all(after, 'script', (script) => attr(script, 'id') === 'structured-data')).toHaveLength(1);
  });

  it('stops at the first unmet expectation, naming the step and the page, and does not write that page', () => {
    const { outDir } = nextExport();
    const original = readFileSync(join(outDir, 'about.html'), 'utf8');
    const broken = [{ name: 'broken', page: (_: Page, expect: Expect) => expect(false, 'something Next no longer writes'), finish: () => 0 }];
    expect(() => runPipeline(outDir, broken)).toThrow('postbuild broken: about.html: expected something Next no longer writes');
    expect(readFileSync(join(outDir, 'about.html'), 'utf8')).toBe(original);
  });
});
