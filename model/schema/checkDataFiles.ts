// The build's first step (scripts/pipeline/prebuild.ts): every data file on disk against its schema,
// said for whoever maintains the site (file and data path) and for the owner (the editor's words).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { cmsFiles } from './cms.ts';
import { refusalOf } from './cmsRefusal.ts';
import { dataFiles, problemsOf } from './dataFiles.ts';
import { knowPages } from './siteLinks.ts';
import { articleFromText } from './articleText.ts';
import { articleFiles } from '../insights.ts';

/** Runs `check` with the link check knowing `pages` as the pages there are now (model/published.ts, pagesNow), and forgetting them after. */
export function withPages<T>(pages: readonly string[] | undefined, check: () => T): T {
  knowPages(pages);
  try {
    return check();
  } finally {
    knowPages(undefined);
  }
}

/** The problems of every data file under `root`, one line each; with `pages`, a link to any other page among them. */
export function checkDataFiles(root = '.', pages?: readonly string[]): string[] {
  return withPages(pages, () =>
    Object.entries(dataFiles).flatMap(([file, schema]) => {
      let text: string;
      try {
        text = readFileSync(join(root, file), 'utf8');
      } catch {
        return [`${file}: missing: the site needs this file`];
      }
      return problemsOf(file, text, schema);
    }),
  );
}

/**
 * The same problems as the owner finds them in the editor: the entry's name, the field's label,
 * the list entry, what to do (model/schema/cmsRefusal.ts); never a file or a data path. A host's
 * failed build shows these first. A file that is no JSON, or missing, has no form to name: none here.
 */
export function ownerProblems(root = '.', pages?: readonly string[], { except }: { except?: string } = {}): string[] {
  return withPages(pages, () => [
    ...Object.keys(dataFiles).flatMap((file) => {
      let data: unknown;
      try {
        data = JSON.parse(readFileSync(join(root, file), 'utf8'));
      } catch {
        return [];
      }
      const entry = cmsFiles[file as keyof typeof cmsFiles]?.label ?? file;
      return (refusalOf(file, data)?.fields ?? []).map(({ text }) => `${entry}: ${text}`);
    }),
    // And each article, as its own form shows it (one `except` it: the one about to be deleted).
    ...articleFiles(root)
      .filter((file) => file !== except)
      .flatMap((file) => {
        let data: Record<string, unknown>;
        try {
          data = articleFromText(readFileSync(join(root, file), 'utf8'));
        } catch {
          return [];
        }
        return (refusalOf(file, data, 'insights')?.fields ?? []).map(({ text }) => `the article “${String(data.title ?? file)}”: ${text}`);
      }),
  ]);
}
