import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nextExport, run } from '../../test/next-export.ts';
import { all, attr, headOf, parse, remove, serialize } from './html.ts';
import type { Page } from './pipeline.ts';
import { preloadFont } from './preload-font.ts';

const font = 'static/media/inter.p.431pvbxrhre63.woff2';
const pages = new Set(['about.html']);
const fontLinks = (page: Page) => all(headOf(page.document), 'link', (link) => attr(link, 'as') === 'font');

describe('preload-font', () => {
  it('leaves Next’s own preload as it is, once it is the link the step would write', () => {
    const { page } = nextExport();
    const before = serialize(page.document);
    const step = preloadFont({ font, basePath: '', pages });
    run(step, page);
    expect(serialize(page.document)).toBe(before);
    expect(step.finish()).toBe(0);
  });

  it('gives a page Next missed the same link, after the viewport, as Next writes it', () => {
    const { page } = nextExport();
    const written = serialize(page.document);
    fontLinks(page).forEach(remove);
    const step = preloadFont({ font, basePath: '', pages });
    run(step, page);
    expect(serialize(page.document)).toBe(written);
    expect(step.finish()).toBe(1);
  });

  it('leaves a page that is not one of the site’s pages as Next wrote it (the not-found page)', () => {
    const { page } = nextExport();
    fontLinks(page).forEach(remove);
    const written = serialize(page.document);
    run(preloadFont({ font, basePath: '', pages: new Set(['blog.html']) }), page);
    expect(serialize(page.document)).toBe(written);
  });

  it('with the visitor’s own typeface, takes Next’s link away from every page, the not-found pages too', () => {
    const { page } = nextExport();
    expect(fontLinks(page)).toHaveLength(1);
    const step = preloadFont({ font, basePath: '', pages: new Set(), webFont: false, outDir: mkdtempSync(join(tmpdir(), 'no-font-')) });
    run(step, page);
    expect(fontLinks(page)).toEqual([]);
    expect(step.finish()).toBe(1);
    expect(serialize(page.document)).not.toContain('.woff2');
  });

  it('stops the build, naming the page, when Next’s link is not the one it would write', () => {
    const { page } = nextExport();
    expect(() => run(preloadFont({ font, basePath: '/oj', pages }), page)).toThrow(
      /postbuild preload-font: about\.html: expected Next's one font preload to be \/oj\/_next\/static/,
    );
    const bare: Page = { name: 'blog.html', document: parse('<!DOCTYPE html><html><head><meta charset="utf-8"></head><body></body></html>') };
    expect(() => run(preloadFont({ font, basePath: '', pages: new Set(['blog.html']) }), bare)).toThrow(
      'postbuild preload-font: blog.html: expected a viewport <meta> to write the font preload after',
    );
  });
});
