// Files of a static export that the post-build steps rewrite.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every HTML page of the export in `dir`, at any depth. */
export function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

/** The exported file of a route path: `/` → index.html, `/about` → about.html. */
export function fileOfRoute(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
