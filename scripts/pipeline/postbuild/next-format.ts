// Next's private export format, known here alone, each shape tested against a saved piece of Next's
// export (./next-format.test.ts): on an upgrade, that test names the shape that moved.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { attr, textOf, type Tree } from './html.ts';

/** `(self.__next_f=self.__next_f||[]).push([0])`, or a chunk `self.__next_f.push(…)`. */
export const isPayloadScript = (script: Tree.Element): boolean => attr(script, 'src') === undefined && /^\(?self\.__next_f\b/.test(textOf(script));

/** What a page's inline payload is named by, in a build step's words when it is not there. */
export const payloadName = 'self.__next_f';

/** `about.html` → `about.txt` and `about/__next.*.txt`. */
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
