import type { MetadataRoute } from 'next';
import { routes } from '@/content/routes';
import { absoluteUrl } from '@/content/seo';

export const dynamic = 'force-static';

/** One entry per built page, from the route list. */
export default function sitemap(): MetadataRoute.Sitemap {
  return routes.map((route) => ({
    url: absoluteUrl(route.path),
    changeFrequency: 'monthly',
    priority: route.priority,
  }));
}
