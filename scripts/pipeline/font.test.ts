/** @jest-environment node */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fontPaths, repertoireOf, subsetInter, weightRange } from './font.ts';

describe('cutting the web font to the weights the site draws', () => {
  it('keeps every character of the package file: Latin-1, punctuation, €, ™', () => {
    const characters = repertoireOf(fontPaths.source);
    for (const char of 'Az09 @.,!?"\'é ñ ß ÿ © ’ “ ” – … € ™') expect(characters).toContain(char);
    expect(characters).not.toContain('ł'); // in the package's latin-ext file, not this one
  });

  it('keeps the weights the design tokens use, and no others', () => {
    expect(weightRange()).toEqual({ min: 400, max: 700 });
  });

  it('writes a WOFF2 well under the package file, the same bytes every time', async () => {
    const target = join(mkdtempSync(join(tmpdir(), 'font-')), 'inter.woff2');
    const size = await subsetInter({ ...fontPaths, target });
    const first = readFileSync(target);
    expect(first.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(size).toBe(first.length);
    expect(size).toBeLessThan(readFileSync(fontPaths.source).length * 0.7);
    await subsetInter({ ...fontPaths, target });
    expect(readFileSync(target).equals(first)).toBe(true);
  }, 30_000);
});
