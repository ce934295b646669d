import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyCsp, hashSource, inlineScripts, pathsFor, policy, withPolicyMeta } from './csp.mjs';

const page = [
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script>self.__next_f=self.__next_f||[]</script>',
  '</head><body><script type="application/ld+json">{"@type":"Person"}</script>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join('');

describe('the CSP post-build step', () => {
  it('finds the executable inline scripts, not external ones or JSON-LD data', () => {
    expect(inlineScripts(page)).toEqual(['self.__next_f=self.__next_f||[]', 'self.__next_f.push([1,"x"])']);
  });

  it('hashes a script as the browser does: sha256 of its exact text, base64', () => {
    const expected = createHash('sha256').update('alert(1)').digest('base64');
    expect(hashSource('alert(1)')).toBe(`'sha256-${expected}'`);
    expect(hashSource('alert(1) ')).not.toBe(hashSource('alert(1)'));
  });

  it('allows only those hashes: no unsafe-inline or unsafe-eval for scripts', () => {
    const csp = policy(inlineScripts(page).map(hashSource));
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+'){2}$/);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' https://images.unsplash.com data:");
    expect(csp).not.toContain('frame-ancestors');
    expect(policy([], { header: true })).toContain("frame-ancestors 'none'");
  });

  it('lets the contact form post and connect to its form service alone, and otherwise only to the site', () => {
    const directive = (csp, name) => csp.split('; ').find((d) => d.startsWith(`${name} `));
    expect(directive(policy([]), 'form-action')).toBe("form-action 'self'");
    expect(directive(policy([]), 'connect-src')).toBe("connect-src 'self'");
    const widened = policy([], { formOrigins: ['https://formspree.io'] });
    expect(directive(widened, 'form-action')).toBe("form-action 'self' https://formspree.io");
    expect(directive(widened, 'connect-src')).toBe("connect-src 'self' https://formspree.io");
    expect(directive(widened, 'default-src')).toBe("default-src 'self'");
  });

  it('takes the form service from the delivery setting, into every page and every _headers rule', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-delivery-'));
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'contact.html'), page);
    applyCsp(dir, '', { kind: 'endpoint', url: 'https://formspree.io/f/xyzabc' });
    for (const file of ['index.html', 'contact.html']) {
      expect(readFileSync(join(dir, file), 'utf8')).toContain("form-action 'self' https://formspree.io;");
    }
    const headers = readFileSync(join(dir, '_headers'), 'utf8');
    expect(headers.match(/connect-src 'self' https:\/\/formspree\.io;/g)).toHaveLength(4); // / and /contact, /contact.html, /contact/
    applyCsp(dir, '', { kind: 'netlify' });
    expect(readFileSync(join(dir, '_headers'), 'utf8')).not.toContain('formspree');
  });

  it('puts the policy first in <head>, once, however often it runs', () => {
    const once = withPolicyMeta(page, policy(['a']));
    const twice = withPolicyMeta(once, policy(['b']));
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(twice).toMatch(/^<!DOCTYPE html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="[^"]*b/);
  });

  it('refuses a policy so long that the charset declaration leaves the first 1024 bytes', () => {
    expect(() => withPolicyMeta(page, policy(Array.from({ length: 30 }, (_, i) => hashSource(String(i)))))).toThrow(/past 1024/);
  });

  it('maps exported files to the paths hosts serve them at', () => {
    expect(pathsFor('index.html')).toEqual(['/']);
    expect(pathsFor('about.html', '/oj')).toEqual(['/oj/about', '/oj/about.html', '/oj/about/']);
  });

  it('rewrites every page of an export and writes one _headers rule per path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'csp-'));
    writeFileSync(join(dir, 'index.html'), page);
    writeFileSync(join(dir, 'about.html'), page.replace('"x"', '"y"'));
    writeFileSync(join(dir, '404.html'), page);
    writeFileSync(join(dir, '_headers'), '/*\n  X-Frame-Options: DENY\n');
    expect(applyCsp(dir)).toBe(4);
    expect(applyCsp(dir)).toBe(4);
    const headers = readFileSync(join(dir, '_headers'), 'utf8');
    expect(headers.match(/X-Frame-Options/g)).toHaveLength(1);
    expect(headers.match(/Per-page Content-Security-Policy/g)).toHaveLength(1);
    expect(headers).toContain(`/about\n  Content-Security-Policy: ${policy(inlineScripts(page.replace('"x"', '"y"')).map(hashSource), { header: true })}`);
    expect(readFileSync(join(dir, '404.html'), 'utf8')).toContain('http-equiv="Content-Security-Policy"');
  });
});

describe('the JSON-LD post-build step', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { withJsonLd } = require('./structured-data.mjs');

  it('puts the block at the end of <head>, once', () => {
    const once = withJsonLd(page, '{"@type":"Person"}');
    const twice = withJsonLd(once, '{"@type":"Person","name":"OJ"}');
    expect(twice.match(/application\/ld\+json/g)).toHaveLength(2); // the page's own data block plus ours
    expect(twice).toContain('<script type="application/ld+json" id="structured-data">{"@type":"Person","name":"OJ"}</script></head>');
    expect(twice).not.toContain('{"@type":"Person"}</script></head>');
  });

  it('refuses text that is not JSON, or that could close the script element', () => {
    expect(() => withJsonLd(page, '{oops')).toThrow();
    expect(() => withJsonLd(page, '{"name":"</script>"}')).toThrow(/escaped/);
  });
});

describe('the JSON-LD post-build step, per route', () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { inlineStructuredData } = require('./structured-data.mjs');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { fileOfRoute } = require('./export-files.mjs');

  it('puts each route\'s graph into its own page, and only there', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jsonld-'));
    for (const file of ['index.html', 'about.html', 'contact.html']) writeFileSync(join(dir, file), page);
    const graphs = { '/': { '@graph': [{ '@type': 'WebPage' }] }, '/about': { '@graph': [{ '@type': 'ProfilePage', name: '<b>' }] } };
    writeFileSync(join(dir, 'structured-data.json'), JSON.stringify(graphs));
    expect(inlineStructuredData(dir)).toBe(2);
    expect(readFileSync(join(dir, 'index.html'), 'utf8')).toContain('id="structured-data">{"@graph":[{"@type":"WebPage"}]}</script></head>');
    expect(readFileSync(join(dir, 'about.html'), 'utf8')).toContain('"name":"\\u003cb>"');
    expect(readFileSync(join(dir, 'contact.html'), 'utf8')).not.toContain('id="structured-data"');
    expect(fileOfRoute('/')).toBe('index.html');
    expect(fileOfRoute('/services')).toBe('services.html');
  });

  it('fails the build, naming the page, when a graph has no page', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jsonld-'));
    writeFileSync(join(dir, 'structured-data.json'), JSON.stringify({ '/missing': { '@graph': [] } }));
    expect(() => inlineStructuredData(dir)).toThrow(/\/missing.*missing\.html/);
  });
});
