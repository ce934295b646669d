// What a crawler or a host reads from a built export, for the Jest tests over the exports
// (`*.export.test.ts`, run by `npm test` after the builds): files on disk, pages as parsed documents.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';

/** The export the default build writes. */
export const outDir = 'out';

/** The file a path is served from: `/` → index.html, `/about` → about.html. */
export const fileOf = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);

/** A file of the export, as bytes; fails with a clear line when the export is missing. */
export function exportedFile(file: string, dir = outDir): Buffer {
  if (!existsSync(join(dir, 'index.html'))) throw new Error(`${dir}/ has no exported site: run npm run build first`);
  return readFileSync(join(dir, file.replace(/^\//, '')));
}

const parsed = new Map<string, Document>();

/**
 * The page a path is served, as the browser parses it (before any script runs): a document with
 * a window of its own (jsdom, Jest's own), so roles and accessible names can be read from it.
 */
export function exportedPage(path: string, dir = outDir): Document {
  const key = `${dir}${path}`;
  const page = parsed.get(key) ?? new JSDOM(exportedFile(fileOf(path), dir)).window.document;
  parsed.set(key, page);
  return page;
}

/** The pixel size a PNG says it has; fails for a file that is no PNG. */
export function pngSize(png: Buffer): number[] {
  if (!png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) throw new Error('not a PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}
