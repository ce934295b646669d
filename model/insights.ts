// The owner's articles, content/insights/<slug>.md, checked against model/schema/insights.ts. Read at
// build time (and on each request of `npm run edit`); a draft is checked, never published.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ContentError } from './schema/load.ts';
import { articleFromText, insightsDir, readArticle } from './schema/articleText.ts';
import type { Article } from './schema/insights.ts';
import { reservedName } from './reservedNames.ts';

export { insightsDir };

export type PublishedArticle = Article & { slug: string; path: `/blog/${string}` };

function filesIn(root: string): string[] {
  try {
    return readdirSync(join(root, insightsDir))
      .filter((name) => !name.startsWith('.'))
      .sort();
  } catch {
    return [];
  }
}

export const articleFiles = (root = '.'): string[] => filesIn(root).flatMap((name) => (name.endsWith('.md') ? [`${insightsDir}/${name}`] : []));

/** `-article` after a name a host keeps: Cloudflare would serve `index.md` as /blog/ and `404.md` for every unknown address. */
export const articleAddress = (name: string): string => (reservedName(name) ? `${name}-article` : name);

/** Read from front matter alone, so links can be checked even while an article has a problem of its own. */
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

export const checkArticles = (root = '.'): string[] => readArticles(root).problems;

export const today = (): string => new Date().toISOString().slice(0, 10);

/** Not a draft and dated `day` or before: a later date is the day it goes online. */
export const publishedOn = (article: Pick<Article, 'draft' | 'date'>, day = today()): boolean => !article.draft && article.date <= day;

export function publishedArticles(root = '.'): PublishedArticle[] {
  const { problems, articles } = readArticles(root);
  if (problems.length) throw new ContentError(`\n${problems.join('\n')}`);
  return articles.filter((article) => publishedOn(article)).sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

export function dueOn(day: string, root = '.'): string[] {
  return readArticles(root).articles.flatMap((article) => (!article.draft && article.date === day ? [article.title] : []));
}

export function readingMinutes(body: string): number {
  const words = body.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / 200));
}
