/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportBounds } from '#model/exportBounds.ts';
import { exportSize, sizeProblems } from './export-size';

// The post-build's last check: an export every host takes, or a line for each bound it passes.

it('counts an export’s files and bytes, and names each bound it passes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'export-size-'));
  writeFileSync(join(dir, 'a.html'), 'x'.repeat(10));
  writeFileSync(join(dir, 'b.txt'), 'x'.repeat(30));
  const size = exportSize(dir);
  rmSync(dir, { recursive: true });
  expect(size).toEqual({ files: 2, bytes: 40, largest: { file: 'b.txt', bytes: 30 } });
  expect(sizeProblems(size)).toEqual([]);
  expect(
    sizeProblems({ files: exportBounds.files + 1, bytes: exportBounds.bytes + 1, largest: { file: 'podcast/x.html', bytes: exportBounds.fileBytes + 1 } }),
  ).toEqual([
    '18,001 files, past the 18,000 the site allows itself (Cloudflare Pages takes 20,000)',
    '900 MB, past the 900 MB the site allows itself (GitHub Pages publishes 1,000 MB)',
    'podcast/x.html is 21 MB, past the 21 MB a file may be (Cloudflare Pages takes 26.2 MB)',
  ]);
});
