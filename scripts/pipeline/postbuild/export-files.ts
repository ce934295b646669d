// Files of a static export that the post-build steps rewrite.
import { relative } from 'node:path';
import { filesIn } from '../files.ts';

/** The CMS's page and files in the export (scripts/pipeline/admin.ts): not the site's, and left as they are. */
export const isCmsFile = (name: string): boolean => name === 'admin.html' || name.startsWith('admin/');

/** Every HTML page of the site in the export in `dir`, at any depth. */
export const htmlFiles = (dir: string): string[] =>
  filesIn(dir).filter((file) => file.endsWith('.html') && !isCmsFile(relative(dir, file).replace(/\\/g, '/')));
