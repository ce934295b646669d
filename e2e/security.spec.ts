import { expect, test } from './fixtures';

// Every page's policy, and that no page reports a violation, are asked in one journey (./every-page.spec.ts).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI}`));
  });
});

const violations = (page: import('@playwright/test').Page) => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

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
