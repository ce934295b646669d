// Where the owner's content shows a photo of his: read by the editor before it deletes one, the build before it leaves one out.
import { articleFromText } from './schema/articleText.ts';
import { dataFiles } from './schema/dataFiles.ts';
import { imagesOf } from './schema/markdown.ts';
import { parsedOrNothing } from './schema/load.ts';
import { textsIn } from './schema/problems.ts';
import { publishedOn } from './insights.ts';

export interface PhotoUse {
  file: string;
  data: unknown;
  path: (string | number)[];
}

const usesOf = (data: unknown, name: string): (string | number)[][] =>
  textsIn(data).flatMap(({ key, text, path }) => ((key === 'file' && text === name) || (text.includes('![') && imagesOf(text).includes(name)) ? [path] : []));

/** Nothing where they cannot be read (the build's check names that file). */
function articleData(text: string): unknown {
  try {
    return articleFromText(text);
  } catch {
    return undefined;
  }
}

/** An article that cannot be read counts as showing it where its text names it. */
export function photoUses(name: string, read: (file: string) => string, articles: readonly string[]): PhotoUse[] {
  const inData = Object.keys(dataFiles).flatMap((file) => {
    const data = parsedOrNothing(read(file)); // no JSON: the build's check names that file
    return usesOf(data, name).map((path) => ({ file, data, path }));
  });
  const inArticles = articles.flatMap((file) => {
    const text = read(file);
    const data = articleData(text);
    if (data === undefined) return text.includes(name) ? [{ file, data: {}, path: [] }] : [];
    return usesOf(data, name).map((path) => ({ file, data, path }));
  });
  return [...inData, ...inArticles];
}

/** Used only by articles not published yet (their photos wait until they are); not by an unreadable one. */
export function onlyUnpublished(name: string, read: (file: string) => string, articles: readonly string[], day?: string): boolean {
  const uses = photoUses(name, read, articles);
  return uses.length > 0 && uses.every(({ file, data }) => articles.includes(file) && isUnpublished(data, day));
}

function isUnpublished(data: unknown, day?: string): boolean {
  const draft = Reflect.get(Object(data), 'draft') === true;
  const date = Reflect.get(Object(data), 'date');
  return typeof date === 'string' && !publishedOn({ draft, date }, day);
}
