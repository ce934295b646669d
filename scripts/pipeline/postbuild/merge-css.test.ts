import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nextExport, read, run } from '../../test/next-export.ts';
import { all, serialize } from './html.ts';
import { mergeCss, mergedName, sheetsNamed, stylesheetsOf } from './merge-css.ts';
import { pageOf } from './pipeline.ts';

const payloadFiles = ['about.txt', 'about/__next._full.txt', 'about/__next._index.txt', 'about/__next._tree.txt', 'about/__next.about.__PAGE__.txt'];

describe("merge-css, on Next 16's own output", () => {
  it('gives the page one stylesheet: its sheets in cascade order, in a file named by its content', () => {
    const { outDir, page } = nextExport();
    const before = stylesheetsOf(page.document);
    expect(before.length).toBeGreaterThan(1);
    const step = mergeCss({ outDir });
    run(step, page);
    const [href, ...more] = stylesheetsOf(page.document);
    expect(more).toEqual([]);
    const css = read(outDir, href ?? '');
    expect(css).toBe(`${before.map((sheet) => read(outDir, sheet).trim()).join('\n')}\n`);
    expect(href).toBe(`/_next/static/chunks/${mergedName(css.trim())}`);
    expect(read(outDir, before[1] ?? '')).not.toBe(''); // the originals stay
    expect(step.finish().get('about.html')).toBe(before.length);
  });

  it('names the merged sheet, and no other, everywhere the payload named one: inline and in every .txt', () => {
    const { outDir, page } = nextExport();
    const named = sheetsNamed(read(outDir, 'about.txt'));
    expect(named.length).toBeGreaterThan(1);
    run(mergeCss({ outDir }), page);
    const [href] = stylesheetsOf(page.document);
    for (const file of payloadFiles) expect(sheetsNamed(read(outDir, file)).every((sheet) => sheet === href)).toBe(true);
    expect(sheetsNamed(read(outDir, 'about.txt'))).toEqual([href]);
    expect(sheetsNamed(serialize(page.document))).toEqual([href]);
  });

  it('fails, naming the page, when the page links no stylesheet', () => {
    const { outDir, page } = nextExport();
    all(page.document, 'link').forEach((link) => (link.attrs = link.attrs.filter((a) => a.name !== 'rel')));
    expect(() => run(mergeCss({ outDir }), page)).toThrow('postbuild merge-css: about.html: expected at least one stylesheet <link> in <head>');
  });

  it('fails when the page has no React payload file, or its payload names a sheet the export lacks', () => {
    const missing = nextExport();
    for (const file of payloadFiles) rmSync(join(missing.outDir, file));
    expect(() => run(mergeCss({ outDir: missing.outDir }), missing.page)).toThrow(/about\.html: expected its React payload \(about\.txt\)/);

    const stray = nextExport();
    writeFileSync(join(stray.outDir, 'about.txt'), `${read(stray.outDir, 'about.txt')}\n9:HL["/_next/static/chunks/elsewhere.css","style"]`);
    expect(() => run(mergeCss({ outDir: stray.outDir }), stray.page)).toThrow(
      /about\.html: expected its stylesheet \/_next\/static\/chunks\/elsewhere\.css in the export/,
    );
  });

  it('takes into the page’s sheet a sheet its payload names but it does not link (the not-found part’s, on a page without it)', () => {
    const { outDir, page } = nextExport();
    writeFileSync(join(outDir, '_next/static/chunks/not-found-part.css'), '.hidden{clip:rect(0 0 0 0)}');
    writeFileSync(join(outDir, 'about.txt'), `${read(outDir, 'about.txt')}\n9:HL["/_next/static/chunks/not-found-part.css","style"]`);
    run(mergeCss({ outDir }), page);
    const [href, ...more] = stylesheetsOf(page.document);
    expect(more).toEqual([]);
    expect(
      read(outDir, href ?? '')
        .trimEnd()
        .endsWith('.hidden{clip:rect(0 0 0 0)}'),
    ).toBe(true);
    for (const file of payloadFiles) expect(sheetsNamed(read(outDir, file)).every((sheet) => sheet === href)).toBe(true);
  });

  it('fails at the end when a payload file that names a stylesheet belongs to no page (Next renamed them)', () => {
    const { outDir, page } = nextExport();
    writeFileSync(join(outDir, 'about/__next.renamed.data'), '');
    writeFileSync(join(outDir, 'about/segment.txt'), read(outDir, 'about.txt'));
    const step = mergeCss({ outDir });
    run(step, page);
    expect(() => step.finish()).toThrow(/payload files no page claimed.*about\/segment\.txt/);
  });
});

describe('merge-css, on markup Next may write differently', () => {
  /** A tiny export under a base path: a page whose links put `href` before `rel`. */
  function tinyExport() {
    const outDir = mkdtempSync(join(tmpdir(), 'merge-css-'));
    mkdirSync(join(outDir, '_next/static/chunks'), { recursive: true });
    writeFileSync(join(outDir, '_next/static/chunks/a.css'), '.a{color:red}');
    writeFileSync(join(outDir, '_next/static/chunks/b.css'), '.b{color:blue}');
    const links = ['a', 'b'].map((name) => `<link href="/oj/_next/static/chunks/${name}.css" data-precedence="next" rel="stylesheet">`).join('');
    writeFileSync(
      join(outDir, 'index.html'),
      `<!DOCTYPE html><html><head>${links}</head><body><script>self.__next_f.push([1,"1:HL[\\"/oj/_next/static/chunks/a.css\\",\\"style\\"]"])</script></body></html>`,
    );
    writeFileSync(join(outDir, 'index.txt'), ':HL["/oj/_next/static/chunks/b.css","style"]');
    return outDir;
  }

  it('finds links whatever their attribute order, keeps their other attributes and the base path', () => {
    const outDir = tinyExport();
    const page = pageOf(outDir, join(outDir, 'index.html'));
    run(mergeCss({ outDir, basePath: '/oj' }), page);
    const html = serialize(page.document);
    expect(html).toMatch(/<link href="\/oj\/_next\/static\/chunks\/\w{13}\.css" data-precedence="next" rel="stylesheet">/);
    expect(sheetsNamed(html)).toEqual(stylesheetsOf(page.document));
    expect(sheetsNamed(readFileSync(join(outDir, 'index.txt'), 'utf8'))).toEqual(stylesheetsOf(page.document));
  });
});
