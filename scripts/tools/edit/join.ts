// Two changes of one content file joined by what they change, never by line: what one side
// changed is taken from it, and only a field both changed is a clash, for the owner to choose.
// A data file is joined by key and by list item (items known by their `id`, `slug` or `guid`,
// else by place where no list changed its length), an article by front-matter field and body, a
// photo or any other file as a whole. Pure: *Put it online* joins his copy with what changed
// online (./online.ts), and a save joins with what another tab saved meanwhile (./saves.ts).
import { isDeepStrictEqual } from 'node:util';
import { posix } from 'node:path';
import { articleFromText, articleToText, insightsDir } from '#model/schema/articleText.ts';
import { dataFileTextOf } from '#model/schema/cmsSave.ts';

/** Which version of a clashing field the owner keeps: what is online (or saved elsewhere), or his. */
export type Side = 'online' | 'yours';

/** A field both sides changed, each its own way. */
export interface Clash {
  /** Its file, from the project's root. */
  file: string;
  /** Where it is, stable across joins of the same versions (list items by their id): the key of his choice. */
  key: string;
  /** Where it is in his version (list items by position), for its words. */
  at: (string | number)[];
  /** The other side's value, and his (`undefined`: removed). */
  online: unknown;
  yours: unknown;
  /** His version of the whole file, parsed (for the field's words), or undefined for a file joined whole. */
  data?: unknown;
}

/** The choices made so far, by clash key (`file#key`). */
export type Choices = Readonly<Record<string, Side>>;

/** A field that is not there. */
const absent = Symbol('absent');
type Value = unknown;

interface Walk {
  file: string;
  choices: Choices;
  clashes: Clash[];
  data: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const same = (a: Value, b: Value) => isDeepStrictEqual(a, b);
const present = (value: Value) => (value === absent ? undefined : value);

/** The clash key of a file's field: the file, then the field's place. */
export const clashKey = (file: string, key: string) => `${file}#${key}`;

function clash(walk: Walk, key: string, at: (string | number)[], mine: Value, theirs: Value): Value {
  const choice = walk.choices[clashKey(walk.file, key)];
  if (choice) return choice === 'online' ? theirs : mine;
  walk.clashes.push({ file: walk.file, key, at, online: present(theirs), yours: present(mine), data: walk.data });
  return mine;
}

function joinValue(walk: Walk, base: Value, mine: Value, theirs: Value, key: string, at: (string | number)[]): Value {
  if (same(mine, theirs)) return mine;
  if (same(mine, base)) return theirs;
  if (same(theirs, base)) return mine;
  if (isRecord(mine) && isRecord(theirs)) return joinRecord(walk, isRecord(base) ? base : {}, mine, theirs, key, at);
  if (Array.isArray(mine) && Array.isArray(theirs)) {
    const list = joinList(walk, Array.isArray(base) ? base : [], mine, theirs, key, at);
    if (list) return list;
  }
  return clash(walk, key, at, mine, theirs);
}

function joinRecord(
  walk: Walk,
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  key: string,
  at: (string | number)[],
) {
  const joined: Record<string, unknown> = {};
  // His keys in his order (the schema's), then any the other side added.
  for (const name of [...new Set([...Object.keys(mine), ...Object.keys(theirs), ...Object.keys(base)])]) {
    const has = (record: Record<string, unknown>) => (Object.hasOwn(record, name) ? record[name] : absent);
    const value = joinValue(walk, has(base), has(mine), has(theirs), key ? `${key}/${name}` : name, [...at, name]);
    if (value !== absent) joined[name] = value;
  }
  return joined;
}

/** The fields a list's items are known by, surest first. */
const identities = ['id', 'slug', 'guid'] as const;

/** The field every item of all three lists is known by (each its own value within its list), or undefined. */
function identityOf(lists: readonly unknown[][]): string | undefined {
  return identities.find((field) =>
    lists.every((list) => {
      const ids = list.map((item) => (isRecord(item) ? item[field] : undefined));
      return ids.every((id) => typeof id === 'string' && id !== '') && new Set(ids).size === ids.length;
    }),
  );
}

/** A list joined item by item; undefined where its items cannot be told apart and its length changed (then it is one field). */
function joinList(walk: Walk, base: unknown[], mine: unknown[], theirs: unknown[], key: string, at: (string | number)[]): unknown[] | undefined {
  const field = identityOf([base, mine, theirs]);
  if (!field) {
    if (base.length !== mine.length || base.length !== theirs.length) return undefined;
    return mine.map((item, index) => joinValue(walk, base[index], item, theirs[index], `${key}/${index}`, [...at, index]));
  }
  const idOf = (item: unknown) => String(isRecord(item) ? item[field] : '');
  const byId = (list: unknown[]) => new Map(list.map((item) => [idOf(item), item]));
  const [b, m, t] = [byId(base), byId(mine), byId(theirs)];
  const joined = new Map<string, unknown>();
  for (const id of new Set([...m.keys(), ...t.keys(), ...b.keys()])) {
    const place = mine.findIndex((item) => idOf(item) === id);
    const value = joinValue(walk, b.has(id) ? b.get(id) : absent, m.has(id) ? m.get(id) : absent, t.has(id) ? t.get(id) : absent, `${key}/[${field}=${id}]`, [
      ...at,
      place < 0 ? theirs.findIndex((item) => idOf(item) === id) : place,
    ]);
    if (value !== absent) joined.set(id, value);
  }
  return orderOf(base.map(idOf), mine.map(idOf), theirs.map(idOf), new Set(joined.keys())).map((id) => joined.get(id));
}

/**
 * The joined list's order: the other side's where he kept the order of what was there (his
 * additions each after the item they follow in his list), else his, with the other side's additions placed so.
 */
function orderOf(base: string[], mine: string[], theirs: string[], kept: Set<string>): string[] {
  const before = new Set(base);
  const relative = (order: string[]) => order.filter((id) => kept.has(id) && before.has(id));
  const [first, second] = same(relative(mine), relative(base)) ? [theirs, mine] : [mine, theirs];
  const order = first.filter((id) => kept.has(id));
  second.forEach((id, index) => {
    if (!kept.has(id) || order.includes(id)) return;
    const after = second
      .slice(0, index)
      .reverse()
      .find((each) => order.includes(each));
    order.splice(after === undefined ? 0 : order.indexOf(after) + 1, 0, id);
  });
  return order;
}

/** What a file is read as for its join: a data file's data, an article's fields and body, or nothing (joined whole). */
function readAs(file: string): ((text: string) => unknown) | undefined {
  if (file.endsWith('.json')) return (text) => JSON.parse(text);
  if (posix.dirname(file) === insightsDir && file.endsWith('.md')) return articleFromText;
  return undefined;
}
/** A joined value as its file's text, written as the CMS writes it. */
const textOf = (file: string, value: unknown) =>
  file.endsWith('.json') ? dataFileTextOf(file, value) : articleToText(isRecord(value) ? value : { body: String(value) });

/** One file's three versions (undefined: not there), joined: its bytes (undefined: removed), and what clashed. */
export function joinFile(
  file: string,
  base: Buffer | undefined,
  mine: Buffer | undefined,
  theirs: Buffer | undefined,
  choices: Choices = {},
): { bytes: Buffer | undefined; clashes: Clash[] } {
  const equal = (a: Buffer | undefined, b: Buffer | undefined) => (a && b ? a.equals(b) : a === b);
  if (equal(mine, theirs) || equal(theirs, base)) return { bytes: mine, clashes: [] };
  if (equal(mine, base)) return { bytes: theirs, clashes: [] };
  const whole = (): { bytes: Buffer | undefined; clashes: Clash[] } => {
    const choice = choices[clashKey(file, '')];
    if (choice) return { bytes: choice === 'online' ? theirs : mine, clashes: [] };
    return { bytes: mine, clashes: [{ file, key: '', at: [], online: theirs, yours: mine }] };
  };
  const read = readAs(file);
  if (!read || !mine || !theirs) return whole();
  let parsed: [unknown, unknown, unknown];
  try {
    parsed = [base ? read(base.toString('utf8')) : {}, read(mine.toString('utf8')), read(theirs.toString('utf8'))];
  } catch {
    return whole(); // a file that does not read as its kind: joined whole
  }
  const walk: Walk = { file, choices, clashes: [], data: parsed[1] };
  const value = joinValue(walk, ...parsed, '', []);
  return { bytes: Buffer.from(textOf(file, value)), clashes: walk.clashes };
}
