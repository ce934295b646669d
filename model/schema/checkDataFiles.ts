// The build's first step (scripts/build/prebuild.ts): every data file on disk against its schema.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataFiles, problemsOf } from './dataFiles.ts';

/** The problems of every data file under `root`, one line each. */
export function checkDataFiles(root = '.'): string[] {
  return Object.entries(dataFiles).flatMap(([file, schema]) => {
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      return [`${file}: missing: the site needs this file`];
    }
    return problemsOf(file, text, schema);
  });
}
