import { run } from '../../test/next-export.ts';
import { all, parse, textOf } from './html.ts';
import type { Tree } from './html.ts';
import type { Page } from './pipeline.ts';
import { joinHeadScripts } from './join-head-scripts.ts';

const page = (head: string, body = ''): Page => ({
  name: 'index.html',
  document: parse(`<!DOCTYPE html><html><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`),
});
const scripts = (document: Tree.Document): string[] => all(document, 'script').map(textOf);

describe('join-head-scripts', () => {
  it('joins inline scripts that stand side by side in <head>, in order', () => {
    const joined = page('<script>a()</script><script>b()</script><script>c()</script>');
    run(joinHeadScripts(), joined);
    expect(scripts(joined.document)).toEqual(['a();b();c()']);
  });

  it('leaves apart what is not an inline classic script beside it, and the body alone', () => {
    const head = '<script>a()</script><script type="application/ld+json">{}</script><script>b()</script><script src="/x.js"></script><script>c()</script>';
    const kept = page(head, '<script>d()</script><script>e()</script>');
    run(joinHeadScripts(), kept);
    expect(scripts(kept.document)).toEqual(['a()', '{}', 'b()', '', 'c()', 'd()', 'e()']);
  });
});
