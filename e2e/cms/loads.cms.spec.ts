import { expect, openEntry, test, watch } from './cms.ts';

// The CMS's page itself, in a browser profile of its own: its policy, and what it starts with.

test('the CMS loads under its own policy, with no console error, warning or CSP violation', async ({ page }) => {
  const problems = watch(page);
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation(text: string): void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  // However late the page's own script comes after Decap's (a slow host, a busy machine), Decap
  // starts only once it has the site's formats, checks and words: here it comes 2 s after.
  await page.route('**/admin/checks.js', async (route) => {
    await new Promise((later) => setTimeout(later, 2_000));
    await route.continue();
  });
  await openEntry(page, 'ventures');
  await expect(page.getByRole('textbox', { name: 'Trading name', exact: true })).toHaveCount(8);
  await expect(page.getByRole('link', { name: /^← Back to Site content/ })).toBeVisible(); // his words, not Decap's “Writing in …”
  await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute('content', /connect-src 'self' blob:;/);
  expect(violations).toEqual([]);
  expect(problems).toEqual([]);
});
