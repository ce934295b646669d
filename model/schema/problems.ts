// A data file's problems, one line each, naming the file, the field and what was expected:
//   content/ventures.json: ventures[3].status (the 4th in ventures, “Nexus Digital”): expected one of active, developing, planned; got "retired"
import type { z } from 'zod';
import { withoutCredentials } from '../delivery.ts';

type Issue = z.core.$ZodIssue;
type Path = readonly PropertyKey[];

export function fieldPath(path: Path): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '');
}

export function valueAt(data: unknown, path: Path): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = Reflect.get(value, key);
  }
  return value;
}

export function textsIn(data: unknown, path: (string | number)[] = []): { key: string; text: string; path: (string | number)[] }[] {
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const at = [...path, Array.isArray(data) ? Number(key) : key];
    return typeof value === 'string' ? [{ key, text: value, path: at }] : textsIn(value, at);
  });
}

function shown(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(withoutCredentials(value.length > 60 ? `${value.slice(0, 57)}...` : value));
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'entry' : 'entries'}`;
  if (typeof value === 'object' && value !== null) return 'a group of fields';
  return String(value);
}

const typeNames: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  array: 'a list',
  object: 'a group of fields',
  boolean: 'yes or no',
};

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

const distance = (issues: Issue[]): [number, number] => [issues.length, issues.filter(({ code }) => code === 'invalid_type').length];

/** The closest branch: a stock photo with a wrong address is closer to a stock photo than to a file. */
function closest(issue: Extract<Issue, { code: 'invalid_union' }>): Issue[] {
  const [best] = [...issue.errors].sort((a, b) => {
    const [da, db] = [distance(a), distance(b)];
    return da[0] - db[0] || da[1] - db[1];
  });
  return (best ?? []).map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] }));
}

export function ordinal(n: number): string {
  const teen = Math.floor(n / 10) % 10 === 1;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

export function nameOf(item: unknown): string | undefined {
  const names = ['name', 'title', 'label', 'heading'].map((key) => (typeof item === 'object' && item !== null ? Reflect.get(item, key) : undefined));
  return names.find((value): value is string => typeof value === 'string' && value !== '');
}

/** As the owner finds it in the CMS: ` (the 8th in ventures, “OJ Studios”)`. */
function entryOf(data: unknown, path: Path): string {
  const last = path.findLastIndex((key) => typeof key === 'number');
  const index = path[last];
  if (typeof index !== 'number') return '';
  const name = nameOf(valueAt(data, path.slice(0, last + 1)));
  return ` (the ${ordinal(index + 1)} in ${String(path[last - 1] ?? 'the list')}${name ? `, “${name}”` : ''})`;
}

export interface Problem {
  path: PropertyKey[];
  what: string;
  /** A size's line does not repeat the value. */
  sized: boolean;
}

const noPhoto = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  ['file', 'src'].every((key) => !Reflect.get(value, key)) &&
  ('file' in value || 'src' in value || 'alt' in value);

/** A photo given neither file nor address asks for a photo, not for the address of its closest branch. */
export function problemsIn(error: z.ZodError, data: unknown): Problem[] {
  const issues = error.issues.flatMap((issue) => (issue.code === 'invalid_union' && issue.errors.length ? closest(issue) : [issue]));
  const problems = issues.map((issue) => {
    const photo = [issue.path, issue.path.slice(0, -1)].find((path) => path.length && noPhoto(valueAt(data, path)));
    if (photo) return { path: [...photo], what: 'has no photo: choose one under “Your photo”', sized: false };
    return { path: [...issue.path], what: expected(issue, valueAt(data, issue.path)), sized: issue.code === 'too_big' || issue.code === 'too_small' };
  });
  return problems.filter((problem, at) => problems.findIndex(({ path, what }) => what === problem.what && fieldPath(path) === fieldPath(problem.path)) === at);
}

export function problemLines(file: string, error: z.ZodError, data: unknown): string[] {
  return problemsIn(error, data).map(({ path, what, sized }) => {
    const value = valueAt(data, path);
    const got = value === undefined || (sized && !Array.isArray(value)) || noPhoto(value) ? '' : `; got ${shown(value)}`;
    const where = fieldPath(path);
    return `${file}: ${where ? `${where}${entryOf(data, path)}: ` : ''}${what}${got}`;
  });
}

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
