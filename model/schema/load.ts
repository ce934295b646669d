// How a content module takes its data file: checked against the file's schema, or an error
// whose message is one line per problem (the build's own check prints the same lines before
// `next build` starts; this is what `next dev` shows, in the terminal and the error overlay,
// when a file is saved invalid).
import type { z } from 'zod';
import { problemLines } from './problems.ts';

/** A data file that does not meet its schema. */
export class ContentError extends Error {
  override name = 'ContentError';
}

/** `data` (the parsed `file`) as its schema describes it, or a ContentError saying what is wrong and where. */
export function loadData<Schema extends z.ZodType>(file: string, data: unknown, schema: Schema): z.output<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentError(`\n${problemLines(file, result.error, data).join('\n')}`);
}

/** A file's text as JSON, or undefined where it is none (what reads it then says so, or starts afresh). */
export function parsedOrNothing(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
