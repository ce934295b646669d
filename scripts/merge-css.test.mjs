import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mergedName, mergeStylesheets, stylesheetsOf, withOneStylesheet } from './merge-css.mjs';

const link = (href) => `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;
const payload = (href) => `:HL[\\"${href}\\",\\"style\\"]\\n1:[\\"$\\",\\"link\\",\\"0\\",{\\"rel\\":\\"stylesheet\\",\\"href\\":\\"${href}\\"}]`;
const page = (hrefs) =>
  `<!DOCTYPE html><html><head>${hrefs.map(link).join('')}</head><body><script>self.__next_f.push([1,"${hrefs.map(payload).join('')}"])</script></body></html>`;

/** A tiny export: two pages sharing a layout sheet, each with its own sheet and payload files. */
function exportWithTwoPages(basePath = '') {
  const out = mkdtempSync(join(tmpdir(), 'merge-css-'));
  const chunks = join(out, '_next/static/chunks');
  mkdirSync(chunks, { recursive: true });
  mkdirSync(join(out, 'about'));
  writeFileSync(join(chunks, 'layout.css'), '.a{color:red}');
  writeFileSync(join(chunks, 'home.css'), '.b{color:blue}');
  writeFileSync(join(chunks, 'about.css'), '.a{color:green}');
  const href = (name) => `${basePath}/_next/static/chunks/${name}.css`;
  writeFileSync(join(out, 'index.html'), page([href('layout'), href('home')]));
  writeFileSync(join(out, 'index.txt'), payload(href('layout')) + payload(href('home')));
  writeFileSync(join(out, 'about.html'), page([href('layout'), href('about')]));
  writeFileSync(join(out, 'about/__next.about.__PAGE__.txt'), payload(href('about')));
  return { out, chunks };
}

describe('the stylesheet merge post-build step', () => {
  it('reads the stylesheets a page links, in cascade order', () => {
    expect(stylesheetsOf(page(['/x.css', '/y.css']))).toEqual(['/x.css', '/y.css']);
  });

  it('leaves one <link> and names the merged sheet everywhere the page named its sheets', () => {
    const merged = withOneStylesheet(page(['/x.css', '/y.css']), ['/x.css', '/y.css'], '/m.css');
    expect(stylesheetsOf(merged)).toEqual(['/m.css']);
    expect(merged).not.toMatch(/[xy]\.css/);
    expect(merged.match(/m\.css/g)).toHaveLength(5); // the link, two preload hints, two payload elements
  });

  it('writes each page one sheet with its rules in order, and rewrites its payload files', () => {
    const { out, chunks } = exportWithTwoPages();
    expect(mergeStylesheets(out)).toEqual({ 'index.html': 2, 'about.html': 2 });

    const about = readFileSync(join(out, 'about.html'), 'utf8');
    const [href] = stylesheetsOf(about);
    expect(stylesheetsOf(about)).toHaveLength(1);
    const css = readFileSync(join(out, href ?? ''), 'utf8');
    expect(css).toBe('.a{color:red}\n.a{color:green}\n');
    expect(href).toBe(`/_next/static/chunks/${mergedName(css.trim())}`);
    expect(readFileSync(join(out, 'about/__next.about.__PAGE__.txt'), 'utf8')).toContain(href);
    expect(readFileSync(join(out, 'index.txt'), 'utf8')).not.toContain(href);
    expect(readFileSync(join(chunks, 'about.css'), 'utf8')).toBe('.a{color:green}'); // originals stay
  });

  it('keeps the base path of a sub-path build', () => {
    const { out } = exportWithTwoPages('/oj');
    mergeStylesheets(out, '/oj');
    expect(stylesheetsOf(readFileSync(join(out, 'index.html'), 'utf8'))[0]).toMatch(/^\/oj\/_next\/static\/chunks\/\w{13}\.css$/);
  });

  it('refuses a page whose payload names a sheet its <head> does not link', () => {
    const { out } = exportWithTwoPages();
    writeFileSync(join(out, 'index.txt'), payload('/_next/static/chunks/elsewhere.css'));
    expect(() => mergeStylesheets(out)).toThrow(/elsewhere\.css/);
  });
});
