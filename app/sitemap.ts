import type { MetadataRoute } from 'next';
import { showEpisodes } from '#model/episodes.ts';
import { everyPage, type SitePage } from '#model/everyPage.ts';
import { publishedArticles } from '#model/insights.ts';
import { absoluteUrl } from '#model/seo.ts';
import { readContent } from '#model/readContent.ts';

export const dynamic = 'force-static';

/** How often each kind of page changes, as the sitemap says it. */
const changes: Record<SitePage['kind'], 'weekly' | 'monthly' | 'yearly'> = {
  Page: 'monthly',
  Listing: 'weekly',
  Article: 'yearly',
  Episode: 'yearly',
  Transcript: 'yearly',
};

/**
 * One entry per page of the build (model/everyPage.ts). A page of dated content carries its
 * date: an article's, an episode's and its transcript's; of the lists, the newest article's and
 * the latest episode's, and the terms' own.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const listed: Partial<Record<string, string>> = {
    '/blog': publishedArticles()[0]?.date,
    '/podcast': showEpisodes[0]?.date,
    '/terms': readContent('terms').updated,
  };
  return (await everyPage()).map(({ path, kind, priority, date }) => {
    const lastModified = kind === 'Page' ? listed[path] : date;
    return { url: absoluteUrl(path), ...(lastModified ? { lastModified } : {}), changeFrequency: changes[kind], priority };
  });
}
