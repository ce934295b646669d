import type { MetadataRoute } from 'next';
import { episodePath, showEpisodes } from '#model/episodes.ts';
import { transcriptPages } from '#model/episodeTranscripts.ts';
import { publishedArticles } from '#model/insights.ts';
import { builtRoutes } from '#model/published.ts';
import { absoluteUrl } from '#model/seo.ts';
import { readContent } from '#model/readContent.ts';

export const dynamic = 'force-static';

/**
 * One entry per built page, from the route list (the privacy page while the site collects
 * anything; Insights, the podcast and the terms while they have content), then each published
 * article, each stored episode and each page of its transcript. A page of dated content carries its date: the newest article's, the latest
 * episode's, the terms' own.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const articles = publishedArticles();
  const dated: Partial<Record<string, string>> = { '/blog': articles[0]?.date, '/podcast': showEpisodes[0]?.date, '/terms': readContent('terms').updated };
  return [
    ...builtRoutes().map((route) => ({
      url: absoluteUrl(route.path),
      ...(dated[route.path] ? { lastModified: dated[route.path] } : {}),
      changeFrequency: 'monthly' as const,
      priority: route.priority,
    })),
    ...articles.map((article) => ({ url: absoluteUrl(article.path), lastModified: article.date, changeFrequency: 'yearly' as const, priority: 0.6 })),
    ...showEpisodes.map((episode) => ({ url: absoluteUrl(episodePath(episode)), lastModified: episode.date, changeFrequency: 'yearly' as const, priority: 0.5 })),
    ...(await transcriptPages()).map(({ episode, path }) => ({ url: absoluteUrl(path), lastModified: episode.date, changeFrequency: 'yearly' as const, priority: 0.4 })),
  ];
}
