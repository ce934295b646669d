import type { MetadataRoute } from 'next';
import { showEpisodes } from '@/content/episodes';
import { publishedArticles } from '@/content/insights';
import { builtRoutes } from '@/content/published';
import { absoluteUrl } from '@/content/seo';
import { termsPage } from '@/content/terms';

export const dynamic = 'force-static';

/**
 * One entry per built page, from the route list (the privacy page while the site collects
 * anything; Insights, the podcast and the terms while they have content), then each published
 * article. A page of dated content carries its date: the newest article's, the latest
 * episode's, the terms' own.
 */
export default function sitemap(): MetadataRoute.Sitemap {
  const articles = publishedArticles();
  const dated: Partial<Record<string, string>> = { '/blog': articles[0]?.date, '/podcast': showEpisodes[0]?.date, '/terms': termsPage.updated };
  return [
    ...builtRoutes().map((route) => ({
      url: absoluteUrl(route.path),
      ...(dated[route.path] ? { lastModified: dated[route.path] } : {}),
      changeFrequency: 'monthly' as const,
      priority: route.priority,
    })),
    ...articles.map((article) => ({ url: absoluteUrl(article.path), lastModified: article.date, changeFrequency: 'yearly' as const, priority: 0.6 })),
  ];
}
