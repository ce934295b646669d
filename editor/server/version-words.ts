// What one version of an entry changed, in his words: the fields by their labels in the editor,
// an article's text by a line of it, never a commit's message (a developer's, or a tool's).
import { posix } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { articleFromText, insightsDir } from '#model/schema/articleText.ts';
import { entryPlaceWords } from '#model/schema/cmsRefusal.ts';

/** How many fields a version's words name before "and N more". */
const named = 3;

/** The places where `before` and `after` differ, down to `depth` keys and list items. */
function differences(before: unknown, after: unknown, path: (string | number)[] = [], depth = 3): (string | number)[][] {
  if (isDeepStrictEqual(before, after)) return [];
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
  if (depth === 0 || !isObject(before) || !isObject(after) || Array.isArray(before) !== Array.isArray(after)) return [path];
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.flatMap((key) => {
    const at = Array.isArray(after) ? Number(key) : key;
    return differences(Reflect.get(before, key), Reflect.get(after, key), [...path, at], depth - 1);
  });
}

/** The first line of `after`'s text that `before` has not, shortened. */
function newLine(before: string, after: string): string | undefined {
  const had = new Set(before.split('\n').map((line) => line.trim()));
  const line = after
    .split('\n')
    .find((each) => each.trim() && !had.has(each.trim()))
    ?.trim();
  return line && (line.length > 80 ? `${line.slice(0, 79)}…` : line);
}

/** What `after` (a version of `file`) changed from `before` (the one before it, undefined: none), in his words. */
export function changeWords(file: string, before: string | undefined, after: string | undefined): string {
  if (before === undefined) return 'its first version';
  if (after === undefined) return 'removed';
  const article = posix.dirname(file) === insightsDir;
  let data: [unknown, unknown];
  try {
    data = article ? [articleFromText(before), articleFromText(after)] : [JSON.parse(before), JSON.parse(after)];
  } catch {
    return 'the whole file';
  }
  const [old, now] = data;
  const places = differences(old, now);
  if (!places.length) return 'nothing you can see';
  const entry = `${entryPlaceWords(file, now, [])}, `;
  const words = [
    ...new Set(
      places.map((place) => {
        if (article && place[0] === 'body') {
          const line = newLine(String(Reflect.get(Object(old), 'body') ?? ''), String(Reflect.get(Object(now), 'body') ?? ''));
          return line ? `the text (“${line}”)` : 'the text';
        }
        const words = entryPlaceWords(file, now, place.slice(0, 2));
        return words.startsWith(entry) ? words.slice(entry.length) : words;
      }),
    ),
  ];
  return words.length > named ? `${words.slice(0, named).join(', ')} and ${words.length - named} more` : words.join(', ');
}
