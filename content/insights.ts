// The owner's articles: every `content/insights/<slug>.md`, its YAML front matter and Markdown
// body checked against the article schema (content/schema/insights.ts). Read from disk at build
// time (and on every request of `npm run edit`, so a saved article shows on a reload); a file
// that does not meet the schema stops the build with one line per problem, naming the file and
// the field. A draft is checked but never published.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { parse as parseYaml, YAMLParseError } from 'yaml';
import { ContentError } from './schema/load.ts';
import { problemLines } from './schema/problems.ts';
import { articleFile, articleSlug, slugRule, type Article } from './schema/insights.ts';

/** Where the articles are, from the project's root. */
export const insightsDir = 'content/insights';

/** A published article: its front matter and body, and where it lives. */
export type PublishedArticle = Article & { slug: string; path: `/blog/${string}` };

/**
 * The front matter as YAML 1.2 reads it (the `yaml` package): `date: 2026-11-24` stays the text
 * it is, where gray-matter's own YAML 1.1 reader would make it a point in time.
 */
const frontMatter = { engines: { yaml: (text: string) => (parseYaml(text) ?? {}) as object } };

/** An article file's content as the CMS hands it over: the front matter's fields and `body`. */
export function articleData(text: string): Record<string, unknown> {
  const { data, content } = matter(text, frontMatter);
  return { ...data, body: content.replace(/^\r?\n/, '') };
}

/** The problems of one article file, one line each (as the build and the CMS say them); none when it meets the schema. */
export function articleProblems(file: string, text: string): string[] {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const slug = name.replace(/\.md$/, '');
  const problems = articleSlug.test(slug) ? [] : [`${file}: the file name ${slugRule}; got "${name}"`];
  let data: Record<string, unknown>;
  try {
    data = articleData(text);
  } catch (error) {
    const where = error instanceof YAMLParseError && error.linePos ? `line ${error.linePos[0].line + 1}, column ${error.linePos[0].col}: ` : '';
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return [...problems, `${file}: ${where}the front matter (between the --- lines) is not valid YAML: ${reason}`];
  }
  const result = articleFile.safeParse(data);
  return result.success ? problems : [...problems, ...problemLines(file, result.error, data)];
}

/** The files of the articles folder under `root` (its dotfiles aside). */
function filesIn(root: string): string[] {
  try {
    return readdirSync(join(root, insightsDir)).filter((name) => !name.startsWith('.')).sort();
  } catch {
    return [];
  }
}

/** The problems of every file in the articles folder under `root`: the build's check (scripts/build/prebuild.ts). */
export function checkArticles(root = '.'): string[] {
  return filesIn(root).flatMap((name) => {
    const file = `${insightsDir}/${name}`;
    if (!name.endsWith('.md')) return [`${file}: not an article: an article is a .md file named by its address, such as leading-through-change.md`];
    return articleProblems(file, readFileSync(join(root, file), 'utf8'));
  });
}

/** Every article that is not a draft, newest first (then by title), or a ContentError naming each problem. */
export function publishedArticles(root = '.'): PublishedArticle[] {
  const problems = checkArticles(root);
  if (problems.length) throw new ContentError(`\n${problems.join('\n')}`);
  return filesIn(root)
    .map((name) => {
      const slug = name.replace(/\.md$/, '');
      const article = articleFile.parse(articleData(readFileSync(join(root, insightsDir, name), 'utf8')));
      return { ...article, slug, path: `/blog/${slug}` as const };
    })
    .filter((article) => !article.draft)
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** Minutes an article takes to read, at 200 words a minute: at least one. */
export function readingMinutes(body: string): number {
  const words = body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}
