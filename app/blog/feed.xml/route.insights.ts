import { Feed } from 'feed';
import { publishedArticles } from '#model/insights.ts';
import { absoluteUrl } from '#model/seo.ts';
import { site } from '#model/site.ts';
import { readContent } from '#model/readContent.ts';
import { articlesFeed } from '../feed';

// The articles as RSS 2.0, written once at build time to out/blog/feed.xml: each with its title,
// summary, date and absolute address (from SITE_URL), newest first; drafts never. Dated by the
// newest article, not the clock, so two builds of one commit are byte-identical. No <author>:
// RSS wants an email address there, and the site publishes none but its contact's.
export const dynamic = 'force-static';

export function GET() {
  const articles = publishedArticles();
  const feed = new Feed({
    title: articlesFeed.title,
    description: readContent('blog').metaDescription,
    id: absoluteUrl('/blog'),
    link: absoluteUrl('/blog'),
    language: 'en',
    copyright: `© ${site.name}`,
    updated: new Date(articles[0]?.date ?? 0),
    generator: false,
    feedLinks: { rss: absoluteUrl(articlesFeed.path) },
  });
  for (const article of articles) {
    feed.addItem({
      title: article.title,
      id: absoluteUrl(article.path),
      link: absoluteUrl(article.path),
      description: article.summary,
      date: new Date(article.date),
    });
  }
  return new Response(feed.rss2(), { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
