// The Chromium every browser tool of the project drives (Playwright's tests, the photo budget,
// the benchmark), and how. Plain TypeScript that Node runs as it is (type stripping), so the
// other scripts and playwright.config.ts read the same values.
import { existsSync } from 'node:fs';

/**
 * Playwright cannot download its browsers on every machine: the system Chromium where there is
 * one (`CHROMIUM_PATH` overrides; `CHROME_PATH`, Lighthouse's name, too), else undefined, which
 * means Playwright's own.
 */
export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Flags for a headless run on a build machine: no sandbox (containers), no GPU, nothing fetched behind the test's back. */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
