import type { Page } from '@playwright/test';
import { routes, searchPath } from '#model/routes.ts';
import { imageHost } from '#model/seo.ts';
import { ui } from '#model/ui.ts';
import { expect, test } from './fixtures';

// Every page as a visitor's browser loads it, once, in one journey: what holds of each page alike
// (its policy, its one stylesheet, the origins it asks) is asked of each on one visit, not one
// visit per question. What only reads the HTML is Jest's (tests/exports/).

/** The policy violations the page reports, from its first script on. */
const violations = (page: Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

/**
 * The selectors of the page's global rules (those naming no class, so not a component's own),
 * each stripped of pseudo-classes and pseudo-elements, with whether it matches an element here.
 */
function globalSelectorsInUse(page: Page): Promise<Record<string, boolean>> {
  return page.evaluate(() => {
    const found: Record<string, boolean> = {};
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule && !rule.selectorText.includes('.')) {
          for (const selector of rule.selectorText.split(',')) {
            const element = selector.replace(/::?[\w-]+(\([^)]*\))?/g, '').trim() || '*';
            found[selector.trim()] = Boolean(found[selector.trim()]) || document.querySelector(element) !== null;
          }
        } else if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    return found;
  });
}

/** The hash-based policy of the page shown, in its <meta> first in <head> and in the header the server sent. */
async function expectHashedPolicy(page: Page, path: string, header: string) {
  const meta = page.locator('head > meta[http-equiv="Content-Security-Policy"]');
  await expect(meta, path).toHaveCount(1);
  const policy = (await meta.getAttribute('content')) ?? '';
  const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'));
  // WebAssembly, never JavaScript from text, where the search runs (its index: scripts/pipeline/postbuild/search-index.ts):
  // its page, and a page with a player (its media-src), whence a search while an episode plays is the same document.
  const wasm = path === searchPath || /; media-src /.test(policy) ? " 'wasm-unsafe-eval'" : '';
  expect(scriptSrc, path).toMatch(new RegExp(`^script-src 'self'${wasm}( 'sha256-[A-Za-z0-9+/=]+')+$`));
  expect(policy.replace(wasm, ''), path).not.toMatch(/unsafe-eval/);
  // The default build, with none of the owner's services set: nothing to connect to but the site.
  expect(policy, path).toContain("connect-src 'self';");
  expect(await page.evaluate(() => document.head.firstElementChild?.getAttribute('http-equiv')), path).toBe('Content-Security-Policy');
  expect(header, path).toContain(scriptSrc);
  expect(header, path).toContain("frame-ancestors 'none'");
}

test('every page, as loaded: under its hash-based policy with no violation, styled by its one small stylesheet, asking nothing beyond its own origin and the stock photos, with no statistics code', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI}`));
  });
  const origins = new Set<string>();
  // The scripts' addresses as they load, their code fetched again at the end: a page's body is
  // gone from the browser once it has navigated away.
  const scripts = new Set<string>();
  let sheets: string[] = [];
  page.on('request', (request) => {
    origins.add(new URL(request.url()).origin);
    if (request.resourceType() === 'stylesheet') sheets.push(new URL(request.url()).pathname);
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.add(response.url());
  });
  const inUse: Record<string, boolean> = {};
  for (const path of [...routes.map((route) => route.path), '/no-such-page']) {
    sheets = [];
    const response = await page.goto(path);
    await page.waitForLoadState('networkidle');
    if (path !== '/no-such-page') await expectHashedPolicy(page, path, response?.headers()['content-security-policy'] ?? '');
    expect(await violations(page), path).toEqual([]);
    expect(sheets, path).toHaveLength(1);
    await expect(page.locator('body'), path).toHaveCSS('font-family', /^"Inter Fallback", system-ui/);
    await expect(page.getByRole('link', { name: ui.skipLink }), path).toHaveCSS('position', 'fixed');
    for (const [selector, used] of Object.entries(await globalSelectorsInUse(page))) inUse[selector] = Boolean(inUse[selector]) || used;
  }
  expect(Object.keys(inUse).length).toBeGreaterThan(10);
  expect(Object.keys(inUse).filter((selector) => !inUse[selector])).toEqual([]);
  // The header's button to the contact page, then the origins of every page: the site's and the stock photos' alone.
  await page.goto('/');
  await page.getByRole('link', { name: 'Book Me' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await page.waitForLoadState('networkidle');
  expect([...origins].sort()).toEqual([new URL(page.url()).origin, imageHost].sort());
  const code = await Promise.all([...scripts].map(async (url) => (await page.request.get(url)).text()));
  expect(code.length).toBeGreaterThan(0);
  expect(code.filter((text) => /plausible/i.test(text))).toEqual([]);
});
