/** @jest-environment node */
import { gzipSync } from 'node:zlib';
import { nextExport, read, run } from '../../test/next-export.ts';
import { all, attr, headOf, serialize, textOf } from './html.ts';
import { payloadFile, payloadFolder } from './payload-file.ts';
import { isPayloadScript } from './next-format.ts';

describe('payload-file, on Next 16’s own output', () => {
  it('moves the page’s inline React payload, in order, into one hashed file its first script loads, and halves its HTML', () => {
    const { outDir, page } = nextExport();
    const pieces = all(page.document, 'script', isPayloadScript).map(textOf);
    expect(pieces[0]).toMatch(/^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)/);
    const before = gzipSync(serialize(page.document)).length;
    const step = payloadFile({ outDir, basePath: '/oj' });
    run(step, page);
    expect(all(page.document, 'script', isPayloadScript)).toEqual([]);
    const [first] = all(page.document, 'script', (script) => attr(script, 'src') !== undefined);
    expect(first?.parentNode).toBe(headOf(page.document));
    const src = attr(first!, 'src') ?? '';
    expect(src).toMatch(new RegExp(`^/oj/${payloadFolder}/[0-9a-f]{16}\\.js$`));
    expect(read(outDir, src.slice('/oj/'.length))).toBe(`${pieces.join(';\n')};\n`);
    expect(gzipSync(serialize(page.document)).length).toBeLessThan(before * 0.6);
    expect(step.finish()).toBe(1);
  });

  it('fails, naming the page, when Next no longer writes its payload inline', () => {
    const { outDir, page } = nextExport();
    const step = payloadFile({ outDir });
    run(step, page);
    expect(() => run(step, page)).toThrow('postbuild payload-file: about.html: expected its React payload inline (self.__next_f)');
  });
});
