// Walking a folder, for the build scripts (the export's pages and payloads, the build's inputs,
// two builds compared).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under `dir`, at any depth, as a path that starts with `dir`. */
export function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}
