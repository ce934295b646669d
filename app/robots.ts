import type { MetadataRoute } from 'next';
import { basePath } from '#model/basePath.ts';
import { absoluteUrl, siteUrl } from '#model/seo.ts';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    // The owner's editor (scripts/pipeline/admin.ts) is no page for search results: `/admin` is a
    // prefix, so /admin, /admin.html and everything under /admin/ alike.
    rules: { userAgent: '*', allow: '/', disallow: `${basePath}/admin` },
    sitemap: absoluteUrl('/sitemap.xml'),
    host: siteUrl.origin,
  };
}
