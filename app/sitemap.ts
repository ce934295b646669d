import type { MetadataRoute } from 'next';
import { siteRoutes } from '@/content/routes';
import { collectsData } from '@/content/settings';
import { absoluteUrl } from '@/content/seo';

export const dynamic = 'force-static';

/** One entry per built page, from the route list (the privacy page while the site collects anything). */
export default function sitemap(): MetadataRoute.Sitemap {
  return siteRoutes(collectsData()).map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: 'monthly',
    priority: route.priority,
  }));
}
