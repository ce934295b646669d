// A save in the CMS's page: refused where the build would refuse it, each problem where it is, and
// written as every data file is (model/schema/order.ts), so only what changed changes.
import { cmsFileOf, insightsDir, slugProblems } from './articleText.ts';
import { dataFiles } from './dataFiles.ts';
import { articleFile, slugRule } from './insights.ts';
import { jsonSchemaOf } from './jsonSchema.ts';
import { dataFileText } from './order.ts';
import { problemsIn, type Problem } from './problems.ts';
import { transcriptFile, transcriptsDir } from './transcripts.ts';

export const dataFileFormat = 'data-file';

const nodes = new Map(Object.entries(dataFiles).map(([file, schema]) => [file, jsonSchemaOf(schema)]));

const isDataFile = (path: string): path is keyof typeof dataFiles => path in dataFiles;

/** By the top-level field names Decap gives a format's writer. */
export function dataFileOf(fields: readonly string[]): string | undefined {
  return [...nodes].find(([, node]) => Object.keys(node.properties ?? {}).join() === fields.join())?.[0];
}

export function fileText(data: unknown, fields: readonly string[]): string {
  const file = dataFileOf(fields);
  const node = file === undefined ? undefined : nodes.get(file);
  return node ? dataFileText(data, node) : `${JSON.stringify(data, null, 2)}\n`;
}

export function dataFileTextOf(path: string, data: unknown): string {
  const node = nodes.get(path);
  return node ? dataFileText(data, node) : `${JSON.stringify(data, null, 2)}\n`;
}

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

/** `path` is empty for a new article, whose file the CMS names as it saves. */
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
