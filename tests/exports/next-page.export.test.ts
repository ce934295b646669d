/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { htmlFiles } from '../../scripts/pipeline/postbuild/export-files.ts';
import { hashSource } from '../../scripts/pipeline/postbuild/csp.ts';
import { filesIn } from '../../scripts/pipeline/files.ts';
import { exportedFile } from './exported';

// Every page after the first at once: each page of each export tells the browser which of its
// links it may prerender, on intent (speculation rules, named by the page's policy, which a
// browser otherwise refuses); and nothing a host sends keeps a page out of the back/forward cache.
// That the browser prerenders and restores is the bench's to measure (scripts/measure/bench-next.ts):
// Playwright's Chromium does neither (attached to the page target, DevTools turns prerendering off;
// its launch flags turn the back/forward cache off).

type Rule = { where: { and: [{ href_matches: string[] }, { not: { href_matches: string[] } }, { not: { selector_matches: string } }] }; eagerness: string };

/** A page's rules, the policy it carries, and its links, as a browser reads them. */
function pageOf(dir: string, file: string) {
  const html = readFileSync(file, 'utf8');
  const rules = [...html.matchAll(/<script type="speculationrules">([^<]*)<\/script>/g)].map((match) => match[1] ?? '');
  const policy = /http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
  const links = [...html.matchAll(/<a ([^>]*)>/g)].map(([, attributes = '']) => ({
    href: /href="([^"]*)"/.exec(attributes)?.[1]?.replace(/&amp;/g, '&') ?? '',
    elsewhere: /\b(target|download)=/.test(attributes),
  }));
  return { name: relative(dir, file), rules, policy, links };
}

/** Whether the browser may prerender `href` on `origin` under `rule` (its URL patterns; the selector by the link's own attributes). */
function prerenders(rule: Rule, origin: string, { href, elsewhere }: { href: string; elsewhere: boolean }): boolean {
  const [inSite, never] = [rule.where.and[0].href_matches, rule.where.and[1].not.href_matches];
  const url = new URL(href, `${origin}/page`).href;
  const matches = (patterns: string[]) => patterns.some((pattern) => new URLPattern(pattern, origin).test(url));
  return matches(inSite) && !matches(never) && !elsewhere;
}

const origin = 'https://oj.example.com';

describe.each([
  ['out', ''],
  ['out-base', '/oj'],
  ['out-delivery', ''],
])('the pages of %s', (dir, base) => {
  const pages = () => (exportedFile('index.html', dir), htmlFiles(dir).map((file) => pageOf(dir, file)));

  it('each carry one set of speculation rules, named by their policy: in-site pages prerendered on intent', () => {
    for (const { name, rules, policy } of pages()) {
      expect({ name, rules: rules.length }).toEqual({ name, rules: 1 });
      expect({ name, named: policy.includes(hashSource(rules[0] ?? '')) }).toEqual({ name, named: true });
      const [rule, ...more] = (JSON.parse(rules[0] ?? '{}') as { prerender: Rule[] }).prerender;
      expect({ name, eagerness: rule?.eagerness, more: more.length }).toEqual({ name, eagerness: 'moderate', more: 0 });
    }
  });

  // The editor is never linked, nor named (tests/exports/site.export.test.ts): no rule can reach it.
  it('prerender every link to one of the site’s pages, and none out of the site, to the form’s result or a search', () => {
    const page = pages().find(({ name }) => name === 'index.html');
    const rule = (JSON.parse(page?.rules[0] ?? '{}') as { prerender: Rule[] }).prerender[0] as Rule;
    const inSite = pages().flatMap(({ links }) => links.filter(({ href }) => href.startsWith(`${base}/`) && !/\/(message-sent|search)\b/.test(href)));
    expect(inSite.length).toBeGreaterThan(10);
    for (const link of inSite) expect({ link, prerendered: prerenders(rule, origin, link) }).toEqual({ link, prerendered: true });
    const never = [
      'https://www.linkedin.com/in/oj',
      `${base}/message-sent`,
      `${base}/search?q=merger`,
      `//elsewhere.example/${base}`,
      ...(base ? ['/about', '/'] : []),
    ];
    for (const href of never) expect({ href, prerendered: prerenders(rule, origin, { href, elsewhere: false }) }).toEqual({ href, prerendered: false });
    expect(prerenders(rule, origin, { href: `${base}/about`, elsewhere: true })).toBe(false);
  });

  it('are sent with nothing that keeps them out of the back/forward cache: no `no-store`, no unload handler in a page or its scripts', () => {
    const scripts = filesIn(join(dir, '_next', 'static')).filter((file) => file.endsWith('.js'));
    const sent = [join(dir, '_headers'), ...htmlFiles(dir), ...scripts].map((file) => [file, readFileSync(file, 'utf8')] as const);
    expect(scripts.length).toBeGreaterThan(5);
    for (const [file, text] of sent)
      expect({ file, noStore: /no-store/i.test(text), unload: /\bonunload\b|["'`]unload["'`]/.test(text) }).toEqual({ file, noStore: false, unload: false });
  });
});

it('tells no host to send `no-store` with a page', () => {
  const hostFiles = [
    'netlify.toml',
    'wrangler.toml',
    'public/_headers',
    'deploy/cloudfront/response-headers-policy.json',
    'deploy/cloudfront/viewer-request.js',
  ];
  for (const file of hostFiles) expect({ file, noStore: /no-store/i.test(readFileSync(file, 'utf8')) }).toEqual({ file, noStore: false });
});
