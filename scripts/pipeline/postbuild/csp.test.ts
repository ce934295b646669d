import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathsFor } from '../clean-urls.ts';
import { csp, hashSource, headerOnlyPolicy, inlineScripts, policy } from './csp.ts';
import type { ContactDelivery } from '#model/delivery.ts';
import { imageHost } from '#model/seo.ts';
import { nextExport, run } from '../../test/next-export.ts';
import { all, attr, createElement, headOf, insert, parse, textOf } from './html.ts';
import { transform } from './pipeline.ts';
import type { Page } from './pipeline.ts';
import { graphsOf, structuredData } from './structured-data.ts';

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script>self.__next_f=self.__next_f||[]</script>',
  '</head><body><script type="application/ld+json">{"@type":"Person"}</script>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join('');

describe('csp, its policy', () => {
  it('finds the executable inline scripts, not external ones or JSON-LD data', () => {
    expect(inlineScripts(parse(page))).toEqual(['self.__next_f=self.__next_f||[]', 'self.__next_f.push([1,"x"])']);
  });

  it('finds speculation rules too, which a browser refuses unless the policy names them as it names a script', () => {
    const rules = '{"prerender":[{"where":{"href_matches":"/*"},"eagerness":"moderate"}]}';
    const withRules = page.replace('</body>', `<script type="speculationrules">${rules}</script></body>`);
    expect(inlineScripts(parse(withRules))).toEqual(['self.__next_f=self.__next_f||[]', 'self.__next_f.push([1,"x"])', rules]);
  });

  it('hashes a script as the browser does: sha256 of its exact text, base64', () => {
    const expected = createHash('sha256').update('alert(1)').digest('base64');
    expect(hashSource('alert(1)')).toBe(`'sha256-${expected}'`);
    expect(hashSource('alert(1) ')).not.toBe(hashSource('alert(1)'));
  });

  it('allows only those hashes: no unsafe-inline or unsafe-eval for scripts', () => {
    const text = policy(inlineScripts(parse(page)).map(hashSource));
    const scriptSrc = text.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){2}$/);
    expect(text).toContain("default-src 'self'");
    expect(text).toContain("object-src 'none'");
    expect(text).toContain(`img-src 'self' ${imageHost} data:`);
    expect(text).not.toContain('frame-ancestors');
    expect(policy([], { header: true })).toContain("frame-ancestors 'none'");
  });

  it('lets the contact form post and connect to its form service alone, and otherwise only to the site', () => {
    const directive = (text: string, name: string) => text.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive(policy([]), 'form-action')).toBe("form-action 'self'");
    expect(directive(policy([]), 'connect-src')).toBe("connect-src 'self'");
    const widened = policy([], { formOrigins: ['https://formspree.io'] });
    expect(directive(widened, 'form-action')).toBe("form-action 'self' https://formspree.io");
    expect(directive(widened, 'connect-src')).toBe("connect-src 'self' https://formspree.io");
    expect(directive(widened, 'default-src')).toBe("default-src 'self'");
    // After a post without JavaScript the service redirects to the thank-you page at the site's
    // canonical origin, which a visit by another of the site's addresses must be let through to.
    const landing = policy([], { formOrigins: ['https://formspree.io'], landingOrigins: ['https://www.oj.example'] });
    expect(directive(landing, 'form-action')).toBe("form-action 'self' https://formspree.io https://www.oj.example");
    expect(directive(landing, 'connect-src')).toBe("connect-src 'self' https://formspree.io");
  });

  it('maps exported files to the paths hosts serve them at', () => {
    expect(pathsFor('index.html')).toEqual(['/']);
    expect(pathsFor('about.html', '/oj')).toEqual(['/oj/about', '/oj/about.html', '/oj/about/']);
  });
});

describe('csp, over pages', () => {
  /** Runs the step over pages named by file, as the pipeline does: the texts written and `_headers`. */
  function apply(files: Record<string, string>, options: { delivery?: ContactDelivery; media?: ReadonlyMap<string, readonly string[]> } = {}) {
    const outDir = mkdtempSync(join(tmpdir(), 'csp-'));
    writeFileSync(join(outDir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
    const step = csp({ outDir, delivery: { kind: 'log' }, ...options });
    const written = Object.fromEntries(Object.entries(files).map(([name, html]) => [name, transform({ name, document: parse(html) }, [step])]));
    step.finish();
    return { written, headers: readFileSync(join(outDir, '_headers'), 'utf8'), step };
  }

  it("puts one policy first in <head>, with the hash of each of the page's inline scripts", () => {
    const { written } = apply({ 'index.html': page });
    const html = written['index.html'] ?? '';
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="[^"]+"><meta charset="utf-8">/);
    for (const text of inlineScripts(parse(page))) expect(html).toContain(hashSource(text));
    expect(apply({ 'index.html': html }).written['index.html']?.match(/Content-Security-Policy/g)).toHaveLength(1);
  });

  it('takes the form service from the delivery setting, into every page and every _headers rule', () => {
    const { written, headers } = apply({ 'index.html': page, 'contact.html': page }, { delivery: { kind: 'endpoint', url: 'https://formspree.io/f/xyzabc' } });
    // The site's canonical origin too (model/site.ts here: SITE_URL is unset), for the thank-you page.
    for (const html of Object.values(written)) expect(html).toContain("form-action 'self' https://formspree.io https://oj.example.com;");
    expect(headers.match(/connect-src 'self' https:\/\/formspree\.io;/g)).toHaveLength(4); // / and /contact, /contact.html, /contact/
    expect(apply({ 'index.html': page }, { delivery: { kind: 'netlify' } }).headers).not.toContain('formspree');
  });

  it('writes one _headers rule per path a host serves, after what was there, and none for the 404 page', () => {
    const { headers } = apply({ 'index.html': page, 'about.html': page.replace('"x"', '"y"'), '404.html': page });
    expect(headers.match(/X-Frame-Options/g)).toHaveLength(1);
    expect(headers.match(/Per-page Content-Security-Policy/g)).toHaveLength(1);
    expect(headers.match(/^\/\S*$/gm)).toEqual(['/*', '/', '/about', '/about.html', '/about/']);
    expect(headers).toContain(
      `/about\n  Content-Security-Policy: ${policy(inlineScripts(parse(page.replace('"x"', '"y"'))).map(hashSource), { header: true })}`,
    );
  });

  it('gives the pages of a folder (articles, episodes) one rule, of what only a header carries, however many there are: each page’s own policy is its <meta>', () => {
    const episodes = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`podcast/episode-${i}.html`, page.replace('"x"', `"${i}"`)]));
    const { written, headers } = apply({ 'podcast.html': page, ...episodes }, { media: new Map([['podcast/episode-7.html', ['https://cdn.example.com']]]) });
    expect(headers.match(/^\/\S*$/gm)).toEqual(['/*', '/podcast', '/podcast.html', '/podcast/', '/podcast/*']);
    expect(headers).toContain(`/podcast/*\n  Content-Security-Policy: ${headerOnlyPolicy}\n`);
    expect(written['podcast/episode-7.html']).toContain(
      `${policy(inlineScripts(parse(episodes['podcast/episode-7.html'] ?? '')).map(hashSource), { mediaOrigins: ['https://cdn.example.com'] })}"`,
    );
  });

  it('fails, naming the page, when a script it did not hash is in the written page, or the charset leaves the first 1024 bytes', () => {
    const late = { name: 'late', page: ({ document }: Page) => insert(headOf(document), createElement('script', {}, 'alert(1)')) };
    expect(() => transform({ name: 'index.html', document: parse(page) }, [csp({ outDir: '.', delivery: { kind: 'log' } }), late])).toThrow(
      /postbuild csp: index\.html: expected every inline script hashed in its policy \(not 'sha256-/,
    );
    const early = {
      name: 'early',
      page: ({ document }: Page) => insert(headOf(document), createElement('meta', { name: 'x', content: 'x'.repeat(1100) }), headOf(document).childNodes[1]),
    };
    expect(() => transform({ name: 'index.html', document: parse(page) }, [csp({ outDir: '.', delivery: { kind: 'log' } }), early])).toThrow(
      /index\.html: expected <meta charset> within the first 1024 bytes \(at \d+\)/,
    );
  });

  it('puts a policy too long to come first (many scripts, many audio hosts) right after the charset, which stays in the first 1024 bytes', () => {
    const many = page.replace('<script>', Array.from({ length: 30 }, (_, i) => `<script>${i}</script>`).join('') + '<script>');
    const hosts = Array.from({ length: 8 }, (_, i) => `https://media-${i}.cdn-${'x'.repeat(60)}.example.com`);
    const { written, headers } = apply({ 'index.html': many, 'podcast.html': page }, { media: new Map([['podcast.html', hosts]]) });
    for (const html of Object.values(written))
      expect(html).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="[^"]+">/);
    expect(written['podcast.html']).toContain(`media-src ${hosts.join(' ')};`);
    expect(headers).toContain(`media-src ${hosts.join(' ')};`);
  });

  it('refuses to write anything but a plain origin into a policy: a host carrying a ";" or a space cannot start a directive of its own', () => {
    for (const origin of ['https://a.example;script-src-elem', 'https://a.example script-src', "'unsafe-inline'", 'https://a.example/path', 'https:']) {
      expect(() => policy([], { mediaOrigins: [origin] })).toThrow(/is not a plain origin/);
      expect(() => policy([], { formOrigins: [origin] })).toThrow(/is not a plain origin/);
    }
    expect(policy([], { mediaOrigins: ['https://cdn.example.com', 'https://audio.example.net:8443'] })).toContain(
      'media-src https://cdn.example.com https://audio.example.net:8443;',
    );
  });
});

describe("structured-data, on Next 16's own output", () => {
  it('puts the route\'s JSON-LD last in <head>, once, as serialised (so "<" stays escaped)', () => {
    const { outDir, page: about } = nextExport();
    const graphs = graphsOf(outDir);
    const step = structuredData(graphs);
    run(step, about);
    run(step, about);
    const blocks = all(about.document, 'script', (script) => attr(script, 'type') === 'application/ld+json');
    expect(blocks).toHaveLength(1);
    const [block] = blocks;
    expect(block && headOf(about.document).childNodes.at(-1)).toBe(block);
    const json = block ? textOf(block) : '';
    expect(json).toBe(graphs.get('about.html'));
    expect(JSON.parse(json)['@context']).toBe('https://schema.org');
    expect(step.finish()).toBe(1);
  });

  it('refuses JSON-LD with a raw "<", and fails at the end, naming it, when a graph has no page', () => {
    const unescaped = structuredData(new Map([['about.html', '{"name":"</script>"}']]));
    expect(() => run(unescaped, nextExport().page)).toThrow(/about\.html: expected its JSON-LD as text with "<" escaped/);
    expect(() => structuredData(new Map([['missing.html', '{}']])).finish()).toThrow(/graphs for pages the export lacks: missing\.html/);
  });
});
