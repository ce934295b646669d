// The owner's articles: every `content/insights/<slug>.md`, its YAML front matter and Markdown
// body checked against the article schema (model/schema/insights.ts). Read from disk at build
// time (and on every request of `npm run edit`, so a saved article shows on a reload); a file
// that does not meet the schema stops the build with one line per problem, naming the file and
// the field. A draft is checked but never published.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContentError } from './schema/load.ts';
import { articleFromText, insightsDir, readArticle } from './schema/articleText.ts';
import type { Article } from './schema/insights.ts';
import { reservedName } from './reservedNames.ts';

export { insightsDir };

/** A published article: its front matter and body, and where it lives. */
export type PublishedArticle = Article & { slug: string; path: `/blog/${string}` };

/** The files of the articles folder under `root` (its dotfiles aside), by name. */
function filesIn(root: string): string[] {
  try {
    return readdirSync(join(root, insightsDir))
      .filter((name) => !name.startsWith('.'))
      .sort();
  } catch {
    return [];
  }
}

/** The articles' files under `root`, from the project's root (`content/insights/<slug>.md`): what the editor's guard looks in. */
export const articleFiles = (root = '.'): string[] => filesIn(root).flatMap((name) => (name.endsWith('.md') ? [`${insightsDir}/${name}`] : []));

/**
 * An article's address from its file's name: the name, followed by `-article` where it is one a
 * host or the site keeps for itself (model/reservedNames.ts): the editor names an article titled
 * “Index” `index.md`, which Cloudflare Pages would serve as the blog's own page at `/blog/`, and
 * `404.md` as the answer to every unknown `/blog/…`.
 */
export const articleAddress = (name: string): string => (reservedName(name) ? `${name}-article` : name);

/**
 * The addresses of the articles a build publishes today (no draft, none dated later), read from their front matter
 * alone: what a link may lead to (model/published.ts, pagesNow), known even while one of them
 * has a problem of its own (a dead link among them: which this list is needed to tell).
 */
export function articlePaths(root = '.'): `/blog/${string}`[] {
  return filesIn(root).flatMap((name) => {
    if (!name.endsWith('.md')) return [];
    try {
      const { draft, date } = articleFromText(readFileSync(join(root, insightsDir, name), 'utf8'));
      if (!publishedOn({ draft: draft === true, date: String(date) })) return [];
    } catch {
      return [];
    }
    return [`/blog/${articleAddress(name.replace(/\.md$/, ''))}` as const];
  });
}

/** Every file of the articles folder, read once: its problems, or its article. */
function readArticles(root: string): { problems: string[]; articles: PublishedArticle[] } {
  const problems: string[] = [];
  const articles: PublishedArticle[] = [];
  for (const name of filesIn(root)) {
    const file = `${insightsDir}/${name}`;
    if (!name.endsWith('.md')) {
      problems.push(`${file}: not an article: an article is a .md file named by its address, such as leading-through-change.md`);
      continue;
    }
    const { problems: found, article } = readArticle(file, readFileSync(join(root, file), 'utf8'));
    problems.push(...found);
    const slug = articleAddress(name.replace(/\.md$/, ''));
    const taken = articles.find((other) => other.slug === slug);
    if (taken) problems.push(`${file}: its address /blog/${slug} is already the article “${taken.title}”'s: rename one of the two files`);
    else if (article) articles.push({ ...article, slug, path: `/blog/${slug}` });
  }
  return { problems, articles };
}

/** The problems of every file in the articles folder under `root`: the build's check (scripts/pipeline/prebuild.ts). */
export const checkArticles = (root = '.'): string[] => readArticles(root).problems;

/** Today as the build sees it (UTC), as an article's date is written: 2026-11-29. */
export const today = (): string => new Date().toISOString().slice(0, 10);

/** Whether an article is published by a build made on `day`: not a draft, and dated that day or before (a later date is the day it goes online). */
export const publishedOn = (article: Pick<Article, 'draft' | 'date'>, day = today()): boolean => !article.draft && article.date <= day;

/** Every article published today (no draft, none dated later), newest first (then by title), or a ContentError naming each problem. */
export function publishedArticles(root = '.'): PublishedArticle[] {
  const { problems, articles } = readArticles(root);
  if (problems.length) throw new ContentError(`\n${problems.join('\n')}`);
  return articles.filter((article) => publishedOn(article)).sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

/** The titles of the articles dated `day` (drafts aside): a build that day puts them online (scripts/tools/due-today.ts). */
export function dueOn(day: string, root = '.'): string[] {
  return readArticles(root).articles.flatMap((article) => (!article.draft && article.date === day ? [article.title] : []));
}

/** Minutes an article takes to read, at 200 words a minute: at least one. */
export function readingMinutes(body: string): number {
  const words = body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}
