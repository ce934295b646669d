// Two changes of one content file joined by what they change, never by line: what one side
// changed is taken from it, and only a field both changed is a clash, for the owner to choose.
// A data file is joined by key and by list item (items known by their `id`, `slug` or `guid`,
// else by who they are: the same item, its name or title, or its place in a list of the same
// length), never by place alone, an article by front-matter field and body, a
// photo or any other file as a whole. Pure: *Put it online* joins his copy with what changed
// online (./online.ts), and a save joins with what another tab saved meanwhile (./saves.ts).
import { isUtf8 } from 'node:buffer';
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

/** A list joined item by item, each known by its id (`identityOf`), else by who it is (`matchedTo`). */
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

/** The fields that say who an item without an id is (a testimonial's name, a step's title, a link's platform), surest first. */
const namings = ['name', 'title', 'label', 'platform', 'question', 'email', 'url', 'year'] as const;

/** The naming field whose value is a text of its own in each item of all three lists, or undefined. */
const namingOf = (lists: readonly unknown[][]) =>
  namings.find((field) =>
    lists.every((list) => {
      const names = list.map((item) => (isRecord(item) ? item[field] : undefined));
      return names.every((name) => typeof name === 'string' && name !== '') && new Set(names).size === names.length;
    }),
  );

/**
 * For each item of `side`, the place of the item of `base` it is, or undefined for one it added:
 * the same item unchanged, else the item of the same name (`naming`), else, where nothing names
 * them and the side kept the list's length, the item in the same place. An item known none of
 * these ways is one removed and one added: where the other side changed the one removed, he is asked.
 */
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

/** A list whose items have no id, joined by who each item is (`matchedTo`), in the order `orderOf` gives. */
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
  // What both added alike is one addition.
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
