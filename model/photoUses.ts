// Where the owner's content shows a photo of his, by its file name: a data file's photo field, a
// photo in Markdown (as the renderer finds it: model/schema/markdown.ts), an article's cover or
// text. The editor reads it before it deletes a photo, the build before it leaves one out.
import { articleFromText } from './schema/articleText.ts';
import { dataFiles } from './schema/dataFiles.ts';
import { imagesOf } from './schema/markdown.ts';
import { fieldPath } from './schema/problems.ts';

/** Where a data file's `data` names the photo `name` (`testimonials[0].image.file`), as a file or in Markdown. */
function usesOf(data: unknown, name: string, path: (string | number)[] = []): string[] {
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([key, value]) => {
    const at = [...path, Array.isArray(data) ? Number(key) : key];
    if (typeof value === 'string') return (key === 'file' && value === name) || (value.includes('![') && imagesOf(value).includes(name)) ? [fieldPath(at)] : [];
    return usesOf(value, name, at);
  });
}

/** Where an article names the photo `name`: its cover, or its text (a photo of its Markdown); the whole file, if it cannot be read. */
function articleUsesOf(text: string, name: string): string[] {
  try {
    return usesOf(articleFromText(text), name);
  } catch {
    return text.includes(name) ? ['its text'] : [];
  }
}

/** A data file's content, or nothing where it is no JSON (the build's check names that file). */
function parsed(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Every place the photo `name` is shown, as `content/home.json: about.image.file`. `read` gives a
 * data file's or article's text by its path from the project's root; `articles` are the articles' files.
 */
export function photoUses(name: string, read: (file: string) => string, articles: readonly string[]): string[] {
  const inData = Object.keys(dataFiles).flatMap((file) => usesOf(parsed(read(file)), name).map((field) => `${file}: ${field}`));
  const inArticles = articles.flatMap((file) => articleUsesOf(read(file), name).map((field) => `${file}: ${field}`));
  return [...inData, ...inArticles];
}
