// Two changes of one file joined by what they change, never by line: only a field both changed is a
// clash, for the owner to choose. Lists join by item identity (`id`, `slug`, `guid`, else who it is),
// never by place alone. Pure: used by *Put it online* (./online.ts) and by a save (./saves.ts).
import { isUtf8 } from 'node:buffer';
import { isDeepStrictEqual } from 'node:util';
import { posix } from 'node:path';
import { articleFromText, articleToText, insightsDir } from '#model/schema/articleText.ts';
import { dataFileTextOf } from '#model/schema/cmsSave.ts';

export type Side = 'online' | 'yours';

export interface Clash {
  file: string;
  /** Stable across joins of the same versions (list items by their id): the key of his choice. */
  key: string;
  /** In his version (list items by position), for its words. */
  at: (string | number)[];
  /** `undefined`: removed. */
  online: unknown;
  yours: unknown;
  data?: unknown;
}

export type Choices = Readonly<Record<string, Side>>;

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
    return joinList(walk, Array.isArray(base) ? base : [], mine, theirs, key, at);
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

const identities = ['id', 'slug', 'guid'] as const;

function identityOf(lists: readonly unknown[][]): string | undefined {
  return identities.find((field) =>
    lists.every((list) => {
      const ids = list.map((item) => (isRecord(item) ? item[field] : undefined));
      return ids.every((id) => typeof id === 'string' && id !== '') && new Set(ids).size === ids.length;
    }),
  );
}

function joinList(walk: Walk, base: unknown[], mine: unknown[], theirs: unknown[], key: string, at: (string | number)[]): unknown[] {
  const field = identityOf([base, mine, theirs]);
  if (!field) return joinByMatch(walk, base, mine, theirs, key, at);
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

/** What says who an item without an id is, surest first. */
const namings = ['name', 'title', 'label', 'platform', 'question', 'email', 'url', 'year'] as const;

const namingOf = (lists: readonly unknown[][]) =>
  namings.find((field) =>
    lists.every((list) => {
      const names = list.map((item) => (isRecord(item) ? item[field] : undefined));
      return names.every((name) => typeof name === 'string' && name !== '') && new Set(names).size === names.length;
    }),
  );

/** The same item unchanged, else the same name, else (nothing names them, length kept) the same place; else removed and added. */
function matchedTo(base: readonly unknown[], side: readonly unknown[], naming: string | undefined): (number | undefined)[] {
  const taken = new Set<number>();
  const match: (number | undefined)[] = side.map(() => undefined);
  const pair = (found: (item: unknown, candidate: unknown, place: number, index: number) => boolean) =>
    side.forEach((item, index) => {
      if (match[index] !== undefined) return;
      const place = base.findIndex((candidate, at) => !taken.has(at) && found(item, candidate, at, index));
      if (place < 0) return;
      match[index] = place;
      taken.add(place);
    });
  pair((item, candidate) => same(item, candidate));
  if (naming) pair((item, candidate) => isRecord(item) && isRecord(candidate) && item[naming] === candidate[naming]);
  // By place only where nothing names the items: two names are two people, wherever they stand.
  else if (side.length === base.length) pair((_, __, place, index) => place === index);
  return match;
}

function joinByMatch(walk: Walk, base: unknown[], mine: unknown[], theirs: unknown[], key: string, at: (string | number)[]): unknown[] {
  const naming = namingOf([base, mine, theirs]);
  const [mineMatch, theirsMatch] = [matchedTo(base, mine, naming), matchedTo(base, theirs, naming)];
  const ids = (match: (number | undefined)[], side: string) => match.map((place, index) => (place === undefined ? `${side}${index}` : `b${place}`));
  const [mineIds, theirsIds] = [ids(mineMatch, 'm'), ids(theirsMatch, 't')];
  const joined = new Map<string, unknown>();
  base.forEach((item, place) => {
    const [mineAt, theirsAt] = [mineIds.indexOf(`b${place}`), theirsIds.indexOf(`b${place}`)];
    const where = naming && isRecord(item) ? `[${naming}=${String(item[naming])}]` : String(place);
    const value = joinValue(walk, item, mineAt < 0 ? absent : mine[mineAt], theirsAt < 0 ? absent : theirs[theirsAt], `${key}/${where}`, [
      ...at,
      mineAt < 0 ? Math.max(theirsAt, 0) : mineAt,
    ]);
    if (value !== absent) joined.set(`b${place}`, value);
  });
  mine.forEach((item, index) => mineMatch[index] === undefined && joined.set(`m${index}`, item));
  theirs.forEach(
    (item, index) =>
      theirsMatch[index] === undefined && !mine.some((added, at) => mineMatch[at] === undefined && same(added, item)) && joined.set(`t${index}`, item),
  );
  return orderOf(
    base.map((_, place) => `b${place}`),
    mineIds,
    theirsIds,
    new Set(joined.keys()),
  ).map((id) => joined.get(id));
}

/** The other side's order where he kept the order of what was there (his additions after their neighbours), else his. */
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
  // Text that is not UTF-8 would be read with U+FFFD in place of its bytes, and written back so: he chooses the whole file instead.
  if (!read || !mine || !theirs || ![base, mine, theirs].every((bytes) => bytes === undefined || isUtf8(bytes))) return whole();
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
