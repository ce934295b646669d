// Where the owner's content shows a photo of his, by its file name: a data file's photo field, a
// photo in Markdown (as the renderer finds it: model/schema/markdown.ts), an article's cover or
// text. The editor reads it before it deletes a photo, the build before it leaves one out.
import { articleFromText } from './schema/articleText.ts';
import { dataFiles } from './schema/dataFiles.ts';
import { imagesOf } from './schema/markdown.ts';
import { parsedOrNothing } from './schema/load.ts';
import { textsIn } from './schema/problems.ts';
import { publishedOn } from './insights.ts';

/** A place a photo is shown: the data file or article, its content, and the field's path in it (`['testimonials', 0, 'image', 'file']`). */
export interface PhotoUse {
  file: string;
  data: unknown;
  path: (string | number)[];
}

/** Where `data` names the photo `name`, as a file or in Markdown. */
const usesOf = (data: unknown, name: string): (string | number)[][] =>
  textsIn(data).flatMap(({ key, text, path }) => ((key === 'file' && text === name) || (text.includes('![') && imagesOf(text).includes(name)) ? [path] : []));

/** An article's fields, or nothing where they cannot be read (the build's check names that file). */
function articleData(text: string): unknown {
  try {
    return articleFromText(text);
  } catch {
    return undefined;
  }
}

/**
 * Every place the photo `name` is shown. `read` gives a data file's or article's text by its path
 * from the project's root; `articles` are the articles' files. An article that cannot be read
 * counts as showing it where its text names it.
 */
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

/**
 * Whether a build today shows no page with the photo `name` though it is used: only by articles
 * not published yet (a draft, or one dated later), whose photos the build leaves out of the site
 * until they are. A photo used nowhere, or by an article that cannot be read, is not such a one.
 */
export function onlyUnpublished(name: string, read: (file: string) => string, articles: readonly string[], day?: string): boolean {
  const uses = photoUses(name, read, articles);
  return uses.length > 0 && uses.every(({ file, data }) => articles.includes(file) && isUnpublished(data, day));
}

function isUnpublished(data: unknown, day?: string): boolean {
  const draft = Reflect.get(Object(data), 'draft') === true;
  const date = Reflect.get(Object(data), 'date');
  return typeof date === 'string' && !publishedOn({ draft, date }, day);
}
