#!/usr/bin/env node
// Unpacks the tests' pinned browser (scripts/tools/chromium.ts, `testBrowser`) once per release:
// the package ships it brotli-compressed, and unpacks it into the temporary folder it is given.
// Run before the journeys and the byte budget (`npm test`, `npm run test:e2e`); seconds the first
// time, nothing after. Earlier releases' folders go: a bump is one folder, not one more.
import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromiumVersion, pinnedFiles, pinnedFolder } from './chromium.ts';

/** Unpacks the pinned browser unless it is there, and says which release it is. */
export async function unpackPinnedChromium(): Promise<string> {
  if (process.platform !== 'linux' || process.arch !== 'x64') return `the pinned browser is for Linux x64 alone (here: ${process.platform} ${process.arch})`;
  let version = versionThere();
  if (!version) {
    const staging = `${pinnedFolder}.partial-${process.pid}`;
    rmSync(staging, { recursive: true, force: true });
    mkdirSync(staging, { recursive: true });
    // The package unpacks into os.tmpdir(), which reads TMPDIR at each call: the staging folder.
    const tmp = process.env.TMPDIR;
    process.env.TMPDIR = staging;
    try {
      const { default: packaged } = await import('@sparticuz/chromium');
      await packaged.executablePath();
    } finally {
      if (tmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmp;
    }
    // Its own font configuration names Lambda's folders: ours names only the fonts it ships.
    writeFileSync(
      join(staging, 'fonts.conf'),
      `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${join(pinnedFolder, 'fonts', 'fonts')}</dir>\n  <cachedir>${join(pinnedFolder, 'fonts-cache')}</cachedir>\n</fontconfig>\n`,
    );
    try {
      renameSync(staging, pinnedFolder);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another run unpacked it first
    }
    for (const earlier of readdirSync(dirname(pinnedFolder)).filter(
      (name) => /^chromium-[\d.]+$/.test(name) && join(dirname(pinnedFolder), name) !== pinnedFolder,
    ))
      rmSync(join(dirname(pinnedFolder), earlier), { recursive: true, force: true });
    version = chromiumVersion(pinnedFiles.browser);
  }
  return `the tests' browser: Chromium ${version} (pinned, ${pinnedFiles.browser})`;
}

/** The release of the unpacked browser, asked of it once; undefined where none runs there. */
function versionThere(): string | undefined {
  try {
    return chromiumVersion(pinnedFiles.browser);
  } catch {
    return undefined;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await unpackPinnedChromium());
