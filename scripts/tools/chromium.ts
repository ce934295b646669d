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

/**
 * The same Chromium release built for headless runs alone (Debian's `chromium-headless-shell`,
 * the build Playwright itself runs headless): no browser window to draw, so a journey costs about
 * a third less CPU (measured on 2 cores: 34 journeys 44.6 → 30.9 s), and a picture half (the
 * approved pictures are drawn by it too). It sets text a pixel or so differently from a visitor's
 * browser, so what measures text (`@full-browser`) runs in the full browser. The full browser
 * where it is not installed, or where CHROMIUM_PATH names one.
 */
export const headlessShellPath: string | undefined =
  process.env.CHROMIUM_PATH || !existsSync('/usr/bin/chromium-headless-shell') ? chromiumPath : '/usr/bin/chromium-headless-shell';

/** Flags for a headless run on a build machine: no sandbox (containers), no GPU, nothing fetched behind the test's back. */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
