// What is wrong with a data file, said the way its owner can act on: one line per problem,
// naming the file, the field (and the list entry as the CMS shows it) and what was expected, e.g.
//   content/ventures.json: ventures[3].status (the 4th in ventures, “Nexus Digital”): expected one of active, developing, planned; got "retired"
import type { z } from 'zod';
import { withoutCredentials } from '../delivery.ts';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

/** `ventures[3].status`: keys joined by dots, list positions in brackets. */
export function fieldPath(path: Path): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '');
}

/** The value at `path` in `data`, if there is one. */
export function valueAt(data: unknown, path: Path): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = Reflect.get(value, key);
  }
  return value;
}

/** Every text in `data`, with the key it stands under and its path (`['testimonials', 0, 'image', 'file']`), depth first. */
export function textsIn(data: unknown, path: (string | number)[] = []): { key: string; text: string; path: (string | number)[] }[] {
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const at = [...path, Array.isArray(data) ? Number(key) : key];
    return typeof value === 'string' ? [{ key, text: value, path: at }] : textsIn(value, at);
  });
}

/** A value as the owner would recognise it: text in quotes (shortened), lists and objects by size. */
function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(withoutCredentials(value.length > 60 ? `${value.slice(0, 57)}...` : value));
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  if (typeof value === 'object' && value !== null) return 'a group of fields';
  return String(value);
}

/** A type as the owner knows it. */
const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  array: 'a list',
  object: 'a group of fields',
  boolean: 'yes or no',
};

/** What the issue expected, in words. */
function expected(issue: Issue, value: unknown): string {
  switch (issue.code) {
    case 'invalid_value':
      if (!issue.message.startsWith('Invalid')) return issue.message; // the schema's own words
      return `expected one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_type':
      return `${value === undefined ? 'is missing: ' : ''}expected ${typeNames[issue.expected] ?? issue.expected}`;
    case 'too_big':
    case 'too_small':
      return issue.origin === 'string' && typeof value === 'string' && value !== '' ? `${issue.message}; got ${value.length} characters` : issue.message;
    default:
      return issue.message;
  }
}

/** How far a union's branch is from the data: its problems, and of those the fields of the wrong kind or missing. */
const distance = (issues: Issue[]): [number, number] => [issues.length, issues.filter(({ code }) => code === 'invalid_type').length];

/**
 * Of a union's branches, the issues of the one that came closest: fewest problems, then fewest
 * missing fields (a stock photo with a wrong address is closer to a stock photo than to a file).
 */
function closest(issue: Extract<Issue, { code: 'invalid_union' }>): Issue[] {
  const [best] = [...issue.errors].sort((a, b) => {
    const [da, db] = [distance(a), distance(b)];
    return da[0] - db[0] || da[1] - db[1];
  });
  return (best ?? []).map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
}

/** 1st, 2nd, 3rd, 4th… 11th, 12th, 13th, 21st. */
export function ordinal(n: number): string {
  const teen = Math.floor(n / 10) % 10 === 1;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** A list entry's name, as the CMS heads it: its name, title, label or heading, if it has one. */
export function nameOf(item: unknown): string | undefined {
  const names = ['name', 'title', 'label', 'heading'].map((key) => (typeof item === 'object' && item !== null ? Reflect.get(item, key) : undefined));
  return names.find((value): value is string => typeof value === 'string' && value !== '');
}

/** The list entry a path runs through, as the owner finds it in the CMS: ` (the 8th in ventures, “OJ Studios”)`, or ''. */
function entryOf(data: unknown, path: Path): string {
  const last = path.findLastIndex((key) => typeof key === 'number');
  const index = path[last];
  if (typeof index !== 'number') return '';
  const name = nameOf(valueAt(data, path.slice(0, last + 1)));
  return ` (the ${ordinal(index + 1)} in ${String(path[last - 1] ?? 'the list')}${name ? `, “${name}”` : ''})`;
}

/** One problem: where it is (keys and list positions) and what is wrong there, in words. */
export interface Problem {
  path: PropertyKey[];
  what: string;
  /** Whether it is about a size (a length or a count), which the line does not follow with the value. */
  sized: boolean;
}

/** Whether a value is a photo with neither the owner's file nor a stock photo's address. */
const noPhoto = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  ['file', 'src'].every((key) => !Reflect.get(value, key)) &&
  ('file' in value || 'src' in value || 'alt' in value);

/**
 * The problems of `data` against its schema. A photo given neither file nor address asks for a
 * photo, rather than for the address of the stock photo it comes closest to.
 */
export function problemsIn(error: z.ZodError, data: unknown): Problem[] {
  const issues = error.issues.flatMap((issue) => (issue.code === 'invalid_union' && issue.errors.length ? closest(issue) : [issue]));
  const problems = issues.map((issue) => {
    // The photo itself, or its file or address: either way, no photo was given.
    const photo = [issue.path, issue.path.slice(0, -1)].find((path) => path.length && noPhoto(valueAt(data, path)));
    if (photo) return { path: [...photo], what: 'has no photo: choose one under “Your photo”', sized: false };
    return { path: [...issue.path], what: expected(issue, valueAt(data, issue.path)), sized: issue.code === 'too_big' || issue.code === 'too_small' };
  });
  return problems.filter((problem, at) => problems.findIndex(({ path, what }) => what === problem.what && fieldPath(path) === fieldPath(problem.path)) === at);
}

/** One line per problem, as the build and `next dev` print them. */
export function problemLines(file: string, error: z.ZodError, data: unknown): string[] {
  return problemsIn(error, data).map(({ path, what, sized }) => {
    const value = valueAt(data, path);
    const got = value === undefined || (sized && !Array.isArray(value)) || noPhoto(value) ? '' : `; got ${shown(value)}`;
    const where = fieldPath(path);
    return `${file}: ${where ? `${where}${entryOf(data, path)}: ` : ''}${what}${got}`;
  });
}

/** Where a JSON syntax error is: `line 5, column 3`, from the parser's message. */
export function syntaxProblem(file: string, text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  const position = /position (\d+)/.exec(message);
  let where = '';
  if (lineColumn) where = `line ${lineColumn[1]}, column ${lineColumn[2]}`;
  else if (position) {
    const before = text.slice(0, Number(position[1])).split('\n');
    where = `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
  }
  const reason = message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/\s*in JSON at position \d+/, '');
  return `${file}: ${where ? `${where}: ` : ''}not valid JSON: ${reason}`;
}
