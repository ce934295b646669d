// The export against what every host takes: a build past a bound stops, naming it, before a host refuses the deploy.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { exportBounds, hostLimits } from '#model/exportBounds.ts';

/** An export's files, their bytes, and its largest file. */
export function exportSize(dir: string): { files: number; bytes: number; largest: { file: string; bytes: number } } {
  const size = { files: 0, bytes: 0, largest: { file: '', bytes: 0 } };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    const { size: bytes } = statSync(file);
    size.files += 1;
    size.bytes += bytes;
    if (bytes > size.largest.bytes) size.largest = { file: file.slice(dir.length + 1), bytes };
  }
  return size;
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('en-GB', { maximumFractionDigits: 1 })} MB`;

/** What is past a bound in an export of this size, a line each (none where it is within them). */
export function sizeProblems(size: ReturnType<typeof exportSize>): string[] {
  return [
    ...(size.files > exportBounds.files
      ? [
          `${size.files.toLocaleString('en-GB')} files, past the ${exportBounds.files.toLocaleString('en-GB')} the site allows itself (Cloudflare Pages takes ${hostLimits.files.toLocaleString('en-GB')})`,
        ]
      : []),
    ...(size.bytes > exportBounds.bytes
      ? [`${megabytes(size.bytes)}, past the ${megabytes(exportBounds.bytes)} the site allows itself (GitHub Pages publishes ${megabytes(hostLimits.bytes)})`]
      : []),
    ...(size.largest.bytes > exportBounds.fileBytes
      ? [
          `${size.largest.file} is ${megabytes(size.largest.bytes)}, past the ${megabytes(exportBounds.fileBytes)} a file may be (Cloudflare Pages takes ${megabytes(hostLimits.fileBytes)})`,
        ]
      : []),
  ];
}
