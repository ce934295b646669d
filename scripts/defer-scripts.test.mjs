import { heldType, loader, scriptsOf, withDeferredScripts } from './defer-scripts.mjs';

const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/a.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><h1>Hello</h1><script>self.__next_f.push([1,"x"])</script>',
  '<script src="/_next/static/chunks/main.js" async=""></script></body></html>',
].join('');

describe('holding the scripts back until the first paint', () => {
  const deferred = withDeferredScripts(page);

  it('turns every external script into an inert placeholder and drops the script preload', () => {
    expect(deferred).not.toMatch(/<script[^>]* src=/);
    expect(deferred).not.toContain('rel="preload" as="script"');
    expect(deferred.match(new RegExp(`<script type="${heldType}"`, 'g'))).toHaveLength(3);
    expect(deferred).toContain(`<script type="${heldType}" data-src="/_next/static/chunks/polyfills.js" data-nomodule=""></script>`);
  });

  it('puts the loader before the first placeholder and leaves inline scripts as they were', () => {
    expect(deferred.indexOf(loader)).toBeLessThan(deferred.indexOf(heldType + '" data-src'));
    expect(deferred).toContain('<script>self.__next_f.push([1,"x"])</script>');
    expect(withDeferredScripts(deferred)).toBe(deferred);
  });

  it('still lists the scripts a page loads, for the byte budget', () => {
    expect(scriptsOf(deferred)).toEqual(scriptsOf(page));
    expect(scriptsOf(page).map((script) => [script.src, script.noModule])).toEqual([
      ['/_next/static/chunks/a.js', false],
      ['/_next/static/chunks/polyfills.js', true],
      ['/_next/static/chunks/main.js', false],
    ]);
  });

  it('swaps the placeholders for real scripts, in order, when it runs in a tab that is not painting', () => {
    document.body.innerHTML = deferred.slice(deferred.indexOf('<h1>'), deferred.indexOf('</body>'));
    document.head.innerHTML = deferred.slice(deferred.indexOf('<head>') + 6, deferred.indexOf('</head>'));
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    new Function('d', loader)(document);
    const scripts = [...document.querySelectorAll('script[src]')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/polyfills.js',
      '/_next/static/chunks/main.js',
    ]);
    expect(scripts.map((script) => script.noModule)).toEqual([false, true, false]);
    expect(document.querySelectorAll(`script[type="${heldType}"]`)).toHaveLength(0);
  });
});
