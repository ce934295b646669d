import { labelOf } from '#model/routes.ts';
import { site } from '#model/site.ts';

/** The articles' RSS feed (./feed.xml/route.insights.ts), announced by the Insights pages. */
export const articlesFeed = { path: '/blog/feed.xml', title: `${labelOf('/blog')} by ${site.name}` } as const;
