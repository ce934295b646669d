import { labelOf } from '@/content/routes';
import { site } from '@/content/site';

/** The articles' RSS feed (./feed.xml/route.insights.ts), announced by the Insights pages. */
export const articlesFeed = { path: '/blog/feed.xml', title: `${labelOf('/blog')} by ${site.name}` } as const;
