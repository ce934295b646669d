import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** The rules: WCAG 2.0–2.2 A and AA, with two that axe ships switched off. */
const options = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  // The 24 px target size, and Label in Name (2.5.3: a control's accessible name contains its visible text).
  rules: { 'target-size': { enabled: true }, 'label-content-name-mismatch': { enabled: true } },
  resultTypes: ['violations'],
} satisfies axe.RunOptions;

/**
 * The page's WCAG violations, each as `rule: selectors`. axe-core runs in the page itself, as
 * its own documentation shows: the site has no frames, and `@axe-core/playwright`'s analysis
 * opens a second page for every run (about 2 s of a 2-core machine's time each, measured
 * 2026-11-26: 2.4–3.2 s a page against 0.9 s).
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(async (runOptions) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, runOptions);
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, options);
}
