// Whether the approved pictures can be compared in this run: pixels are reproducible only with the
// browser build and fonts that drew them, the release pinned with the project (scripts/tools/chromium.ts),
// which e2e/pictures-drawn-by.json records. Another release skips them, naming both; it never fails them.
// `npm run test:screens:update` draws them again and records its release (APPROVING_PICTURES).
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { chromiumVersion, testBrowser } from '../scripts/tools/chromium.ts';

/** The file that records which Chromium drew the approved pictures. */
export const drawnByFile = new URL('pictures-drawn-by.json', import.meta.url);

let answer: { here: boolean; otherwise: string } | undefined;

/** Whether this run's browser drew the approved pictures (asked once a process: it starts the browser's binary). */
export function picturesComparable(): { here: boolean; otherwise: string } {
  if (answer) return answer;
  const approved = (JSON.parse(readFileSync(drawnByFile, 'utf8')) as { chromium: string }).chromium;
  const browser = testBrowser().executablePath;
  const here = chromiumVersion(browser) ?? 'Playwright’s own';
  answer = {
    here: here === approved || process.env.APPROVING_PICTURES === '1',
    otherwise: `approved pictures skipped: they were drawn by Chromium ${approved}, this run's browser is ${here} (${browser ?? 'Playwright’s own'}); \`npm test\` unpacks the one pinned with the project`,
  };
  return answer;
}

/**
 * What the browser draws of its own in a picture, masked (its box compared, not its inside): a
 * select's text, which the pinned build draws at one of several sizes from one frame to the next
 * (274–1,017 pixels apart, shot to shot in one page; the site's own text never moves so).
 */
export const browsersOwn = (page: Page): Locator[] => [page.locator('select')];
