// The Chromiums the project's tools drive. Node runs it as is, so scripts and Playwright configs share the values.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Debian's full browser, for what a visitor's browser must measure; `CHROMIUM_PATH` (or `CHROME_PATH`) overrides. */
export const chromiumPath: string | undefined =
  process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** The release of `@sparticuz/chromium` the lockfile pins: a Chromium headless shell inside an npm package. */
const pinnedPackage = new URL('../../node_modules/@sparticuz/chromium/package.json', import.meta.url);
export const pinnedPackageVersion: string = existsSync(pinnedPackage)
  ? (JSON.parse(readFileSync(pinnedPackage, 'utf8')) as { version: string }).version
  : 'none';

/** Where that package's browser is unpacked (`scripts/tools/pinned-chromium.ts`), one folder per release. */
export const pinnedFolder = join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'oj-site', `chromium-${pinnedPackageVersion}`);

/** The pinned shell's files in that folder: the browser, and a font configuration naming only its own fonts. */
export const pinnedFiles = { browser: join(pinnedFolder, 'chromium'), fontConfig: join(pinnedFolder, 'fonts.conf') } as const;

/** The pinned headless shell, with its own fonts only, so Debian's Chromium moves no picture; else Debian's, and pictures are skipped. */
export function testBrowser(): { executablePath: string | undefined; env?: Record<string, string> } {
  if (process.platform === 'linux' && !process.env.CHROMIUM_PATH && existsSync(pinnedFiles.browser))
    return { executablePath: pinnedFiles.browser, env: { ...stringEnv(), FONTCONFIG_FILE: pinnedFiles.fontConfig } };
  return { executablePath: existsSync('/usr/bin/chromium-headless-shell') && !process.env.CHROMIUM_PATH ? '/usr/bin/chromium-headless-shell' : chromiumPath };
}

/** The release of a Chromium binary, as `browser.version()` gives it (`153.0.8010.0`), or undefined for Playwright's own. */
export function chromiumVersion(executablePath: string | undefined): string | undefined {
  if (!executablePath) return undefined;
  return /\d+\.\d+\.\d+\.\d+/.exec(execFileSync(executablePath, ['--version'], { encoding: 'utf8' }))?.[0];
}

/** Flags for a headless run on a build machine: no sandbox (containers), no GPU, nothing fetched behind the test's back. */
export const chromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Playwright replaces the browser's environment with the one it is given: this process's, without the unset names. */
function stringEnv(): Record<string, string> {
  return Object.fromEntries(Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
