// The owner's articles: content/insights/<slug>.md, YAML front matter then Markdown (the
// convention the CMS, Astro and Hugo share), read by model/insights.ts; and content/blog.json,
// the texts of the Insights page that lists them, a page only once an article is published.
import { z } from 'zod';
import { addressSlug, backdrop, localPhoto, markdown, metaDescription, text } from './fields.ts';

/** An article's file name without `.md`, its address under /blog/: lowercase letters, digits and single hyphens. */
export const articleSlug = addressSlug;

/** What an article's file name must be, in the owner's words. */
export const slugRule = 'must be lowercase letters, digits and single hyphens, such as leading-through-change.md';

/** The longest article the build takes: some 15,000 words. */
export const articleLength = 100_000;

/** Whether a day is within a hundred years of today's: a date typed into the calendar's wrong part (1906 for 2026) reads as one, and is none he meant. */
const withinCentury = (date: string) => !/^\d{4}-/.test(date) || Math.abs(Number(date.slice(0, 4)) - new Date().getUTCFullYear()) <= 100;

/** An article's front matter; its body is `body`, as the CMS hands it over. */
export const articleFile = z.strictObject({
  title: text(100, 'Title: the article’s main heading, its name in lists and its title in search results.'),
  date: z.iso
    .date('must be a date written 2026-11-24')
    .refine(withinCentury, 'is more than a hundred years from today: pick the day in the calendar, or type it again, day, month and year')
    .describe(
      'Date: the day the article is published, picked in the calendar; a day still to come puts it online that morning, by itself. The list shows the newest first.',
    ),
  summary: text(300, 'Summary: one or two sentences, shown in the list of articles and in search results.'),
  cover: localPhoto.optional().describe('Cover photo: your own, behind the article’s title (darkened so it reads).'),
  draft: z
    .boolean()
    .optional()
    .describe('Draft: not on the site until you turn this off. It is in your site’s repository, which anyone who can read that repository can read.'),
  body: markdown(articleLength, 'The article: Markdown: ## headings, **bold**, lists, links, > quotes, tables, photos.').min(
    1,
    'must not be empty: write the article here',
  ),
});

export type Article = z.infer<typeof articleFile>;

/** content/blog.json: the Insights page's own texts. */
export const blogFile = z.object({
  metaDescription,
  eyebrow: text(30, 'Small label above the page heading.'),
  intro: text(240, 'Sentence under the heading: the heading is the navigation’s “Insights”.'),
  image: backdrop('Photo behind the page heading: darkened so the text reads.'),
  readingTime: text(30, 'Words after the minutes of reading: “min read” in “6 min read”.'),
  previous: text(30, 'Label of the link to the older article.'),
  next: text(30, 'Label of the link to the newer article.'),
});
