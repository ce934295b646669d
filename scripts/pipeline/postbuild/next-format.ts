// Next's private export format, known here alone: the post-build steps change what Next writes,
// and none of these shapes is a public interface of Next's. Each is tested against a saved piece
// of Next's own export (./next-format.test.ts, scripts/test/next-export/): on a Next upgrade,
// that test names the shape that moved (docs/decisions/0001-post-build-steps.md, "On a Next upgrade").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attr, textOf, type Tree } from './html.ts';

/**
 * Whether an inline script is a piece of a page's React payload, which Next writes at the end of
 * <body>: its opening `(self.__next_f=self.__next_f||[]).push([0])`, or a chunk `self.__next_f.push(…)`.
 */
export const isPayloadScript = (script: Tree.Element): boolean => attr(script, 'src') === undefined && /^\(?self\.__next_f\b/.test(textOf(script));

/** What a page's inline payload is named by, in a build step's words when it is not there. */
export const payloadName = 'self.__next_f';

/**
 * The React payload files of an exported page: `about.html` → `about.txt` and the segment files
 * `about/__next.*.txt` (for `index.html`, `index.txt` and `__next.*.txt` at the top).
 */
export function payloadFiles(outDir: string, name: string): string[] {
  const stem = name.replace(/\.html$/, '');
  const segmentDir = join(outDir, stem === 'index' ? '' : stem);
  const segments = existsSync(segmentDir) ? readdirSync(segmentDir).filter((file) => /^__next\..*\.txt$/.test(file)) : [];
  return [join(outDir, `${stem}.txt`), ...segments.map((file) => join(segmentDir, file))].filter((file) => existsSync(file));
}

/** A React payload without its font preload hints (`:HL["….woff2","font",{…}]`, a row of its own), quoted as in a `.txt` file or, `escaped`, inside an inline script's string. */
export const withoutFontHints = (payload: string, escaped: boolean): string =>
  escaped ? payload.replace(/:HL\[\\"[^"\\]+\.woff2\\",\\"font\\",\{[^{}]*\}\]\\n/g, '') : payload.replace(/:HL\["[^"]+\.woff2","font",\{[^{}]*\}\]\n/g, '');

/** The one font file Next's font manifest lists for the pages (`static/media/….woff2`). */
export function manifestFont(manifestFile = join('.next', 'server', 'next-font-manifest.json')): string {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { app?: Record<string, string[]> };
  const files = [...new Set(Object.values(manifest.app ?? {}).flat())];
  if (files.length !== 1 || !files[0]?.endsWith('.woff2'))
    throw new Error(`postbuild preload-font: ${manifestFile}: expected one .woff2 font for every page, found ${JSON.stringify(files)}`);
  return files[0];
}

/** How React names its own key on an element it holds (`__reactProps$…`): a control React already answers. */
export const reactPropsKey = '__reactProps';
