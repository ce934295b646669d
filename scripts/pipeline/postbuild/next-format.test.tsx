import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { render } from '@testing-library/react';
import { nextExport, read, savedServer } from '../../test/next-export.ts';
import { all, attr, textOf } from './html.ts';
import { isPayloadScript, manifestFont, payloadFiles, reactPropsKey, withoutFontHints } from './next-format.ts';

// Each shape of Next's private format the post-build steps rely on, against Next's own output
// (scripts/test/next-export/): after a Next upgrade, the first of these to fail names what moved.

const font = 'static/media/inter.p.431pvbxrhre63.woff2';
const hint = `:HL["/_next/${font}","font",{"crossOrigin":"","type":"font/woff2"}]\n`;

describe('Next’s private export format', () => {
  it('writes a page’s React payload inline, as its opening and then its chunks, and no other inline script looks like it', () => {
    const { page } = nextExport();
    const inline = all(page.document, 'script', (script) => attr(script, 'src') === undefined);
    const pieces = inline.filter(isPayloadScript).map(textOf);
    expect(pieces[0]).toMatch(/^\(self\.__next_f=self\.__next_f\|\|\[\]\)\.push\(\[0\]\)/);
    expect(pieces.length).toBeGreaterThan(1);
    for (const chunk of pieces.slice(1)) expect(chunk).toMatch(/^self\.__next_f\.push\(\[1,"/);
    expect(
      inline
        .filter((script) => !isPayloadScript(script))
        .map(textOf)
        .filter((text) => text.includes('__next_f')),
    ).toEqual([]);
  });

  it('writes a page’s payload again in a file of its own and one per segment', () => {
    const { outDir } = nextExport();
    expect(
      payloadFiles(outDir, 'about.html')
        .map((file) => relative(outDir, file))
        .sort(),
    ).toEqual(['about.txt', 'about/__next._full.txt', 'about/__next._index.txt', 'about/__next._tree.txt', 'about/__next.about.__PAGE__.txt']);
  });

  it('hints the font in a row of its own, in the payload file and escaped in the inline payload; taken out, every other byte stays', () => {
    const { outDir, page } = nextExport();
    const file = read(outDir, 'about.txt');
    expect(file).toContain(hint);
    expect(withoutFontHints(file, false)).toBe(file.replace(hint, ''));
    const inline = all(page.document, 'script', isPayloadScript).map(textOf).join('');
    const escaped = JSON.stringify(hint).slice(1, -1);
    expect(inline).toContain(escaped);
    expect(withoutFontHints(inline, true)).toBe(inline.replace(escaped, ''));
  });

  it('lists the one font of every page in its font manifest, and a manifest with none or two is refused', () => {
    expect(manifestFont(join(savedServer, 'next-font-manifest.json'))).toBe(font);
    const dir = mkdtempSync(join(tmpdir(), 'font-manifest-'));
    const manifest = (app: Record<string, string[]>) => {
      const path = join(dir, 'next-font-manifest.json');
      writeFileSync(path, JSON.stringify({ app, pages: {} }));
      return path;
    };
    expect(() => manifestFont(manifest({ '[project]/app/page': [] }))).toThrow(/expected one \.woff2 font for every page, found \[\]/);
    expect(() => manifestFont(manifest({ '[project]/app/page': [font, 'static/media/other.woff2'] }))).toThrow(/found \["static/);
  });

  it('marks an element React holds by a key of its own', () => {
    const { getByRole } = render(<button type="button">Next</button>);
    expect(Object.keys(getByRole('button')).some((key) => key.startsWith(reactPropsKey))).toBe(true);
    expect(Object.keys(document.body).some((key) => key.startsWith(reactPropsKey))).toBe(false);
  });
});
