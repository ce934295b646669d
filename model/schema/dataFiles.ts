import type { z } from 'zod';
import { dataFileOf, registry, type ContentName, type DataFile, type SchemaOf } from '../registry.ts';
import { problemLines, syntaxProblem } from './problems.ts';
import { pagesExist } from './siteLinks.ts';

type Files = { [N in ContentName as DataFile<N>]: SchemaOf<N> };

/** Each data file, by its path from the project's root, and the schema it must meet (model/registry.ts), its links to the site's pages leading to one (./siteLinks.ts). */
export const dataFiles = Object.fromEntries(
  Object.entries(registry).flatMap(([name, entry]) =>
    'content' in entry ? [[dataFileOf(name as ContentName), entry.content.schema.superRefine(pagesExist)]] : [],
  ),
) as Files;

/** One file's text read against its schema, parsed once: its data as the schema gives it, or its problems, one line each. */
export function parsedFile<S extends z.ZodType>(
  file: string,
  text: string,
  schema: S,
): { data: z.output<S>; problems: [] } | { data?: undefined; problems: string[] } {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { problems: [syntaxProblem(file, text, error)] };
  }
  const result = schema.safeParse(data);
  return result.success ? { data: result.data, problems: [] } : { problems: problemLines(file, result.error, data) };
}

/** The problems of one file's text against its schema, one line each; none when it meets it. */
export const problemsOf = (file: string, text: string, schema: z.ZodType): string[] => parsedFile(file, text, schema).problems;
