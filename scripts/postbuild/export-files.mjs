// Files of a static export that the post-build steps rewrite.
import { filesIn } from '../files.mjs';

/** Every HTML page of the export in `dir`, at any depth. */
export const htmlFiles = (dir) => filesIn(dir).filter((file) => file.endsWith('.html'));

/** The exported file of a route path: `/` → index.html, `/about` → about.html. */
export function fileOfRoute(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}
