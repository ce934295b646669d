import { routes, searchPath } from '#model/routes.ts';
import { expect, test } from './fixtures';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI}`));
  });
});

const violations = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('every page runs under its hash-based policy with no violation', async ({ page }) => {
  for (const { path } of routes) {
    const response = await page.goto(path);
    await page.waitForLoadState('networkidle');
    const meta = page.locator('head > meta[http-equiv="Content-Security-Policy"]');
    await expect(meta, path).toHaveCount(1);
    const policy = (await meta.getAttribute('content')) ?? '';
    const scriptSrc = policy.split('; ').find((d) => d.startsWith('script-src'));
    // WebAssembly, never JavaScript from text, on the search page alone (its index: scripts/build/postbuild/search-index.ts).
    const wasm = path === searchPath ? " 'wasm-unsafe-eval'" : '';
    expect(scriptSrc, path).toMatch(new RegExp(`^script-src 'self'${wasm}( 'sha256-[A-Za-z0-9+/=]+')+$`));
    expect(policy.replace(wasm, ''), path).not.toMatch(/unsafe-eval/);
    expect(await page.evaluate(() => document.head.firstElementChild?.getAttribute('http-equiv')), path).toBe('Content-Security-Policy');
    const header = response?.headers()['content-security-policy'] ?? '';
    expect(header, path).toContain(scriptSrc);
    expect(header, path).toContain("frame-ancestors 'none'");
    expect(await violations(page), path).toEqual([]);
  }
});

test.describe('an injected script', () => {
  test.use({ expectedConsole: /Content Security Policy/ });

  test('is blocked when its hash is not in the policy', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
    });
    // Reported once per policy that blocks it: the <meta> and the header are both in force.
    await expect.poll(async () => (await violations(page)).length).toBeGreaterThan(0);
    for (const violation of await violations(page)) expect(violation).toMatch(/^script-src(-elem)?: inline$/);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  });
});

test("the server sends the hosts' security headers", async ({ request }) => {
  const response = await request.get('/about');
  const headers = response.headers();
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('camera=()');
});
