// What the CMS does when the owner saves a data file, in the CMS's own page (editor/browser/checks.ts):
// it refuses what the build would refuse, each problem where it is (model/schema/cmsRefusal.ts
// words it as the form shows it), and writes the file as
// every data file is written (model/schema/order.ts), so that only what changed changes.
import { cmsFileOf, insightsDir, slugProblems } from './articleText.ts';
import { dataFiles } from './dataFiles.ts';
import { articleFile, slugRule } from './insights.ts';
import { jsonSchemaOf } from './jsonSchema.ts';
import { dataFileText } from './order.ts';
import { problemsIn, type Problem } from './problems.ts';
import { transcriptFile, transcriptsDir } from './transcripts.ts';

/** The name the CMS's configuration gives this writer (the collection's `format`). */
export const dataFileFormat = 'data-file';

const nodes = new Map(Object.entries(dataFiles).map(([file, schema]) => [file, jsonSchemaOf(schema)]));

const isDataFile = (path: string): path is keyof typeof dataFiles => path in dataFiles;

/**
 * The data file whose fields are `fields`, in order: what Decap gives a format's writer to go by
 * (the top-level field names of the file being saved, as the CMS's configuration lists them).
 */
export function dataFileOf(fields: readonly string[]): string | undefined {
  return [...nodes].find(([, node]) => Object.keys(node.properties ?? {}).join() === fields.join())?.[0];
}

/** The text Decap writes for a file holding `data` with those fields. */
export function fileText(data: unknown, fields: readonly string[]): string {
  const file = dataFileOf(fields);
  const node = file === undefined ? undefined : nodes.get(file);
  return node ? dataFileText(data, node) : `${JSON.stringify(data, null, 2)}\n`;
}

/** The text of the data file at `path` holding `data`, as the CMS writes it (JSON as it is for any other file). */
export function dataFileTextOf(path: string, data: unknown): string {
  const node = nodes.get(path);
  return node ? dataFileText(data, node) : `${JSON.stringify(data, null, 2)}\n`;
}

/** The build's problems with an article the CMS is about to save: its file's name (a new one's, from its title), and its fields. */
function articleProblems(path: string, data: unknown): Problem[] {
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const file = path || cmsFileOf(String(fields.title ?? ''));
  const name = file.slice(file.lastIndexOf('/') + 1);
  const result = articleFile.safeParse(fields);
  return [
    ...(slugProblems(file).length ? [{ path: ['title'], what: `would name the file “${name}”, which ${slugRule}: change the title`, sized: false }] : []),
    ...(result.success ? [] : problemsIn(result.error, fields)),
  ];
}

/**
 * Why the CMS does not save `data` as `path` (empty for a new article, whose file the CMS names
 * as it saves): the build's own problems, each where it is; none when the build would take it.
 */
export function saveProblems(path: string, data: unknown, collection = 'content'): Problem[] {
  const isArticle = collection === 'insights' || path.startsWith(`${insightsDir}/`);
  if (isArticle) return articleProblems(path, data);
  if (collection === 'transcripts' || path.startsWith(`${transcriptsDir}/`)) {
    const result = transcriptFile.safeParse(data);
    return result.success ? [] : problemsIn(result.error, data);
  }
  if (!isDataFile(path)) return [];
  const result = dataFiles[path].safeParse(data);
  return result.success ? [] : problemsIn(result.error, data);
}
