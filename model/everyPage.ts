// Every page a build makes, in one list: the route list's (model/published.ts, `builtRoutes`),
// then each published article, the show's further listing pages, each stored episode and each page of its transcript. The sitemap
// (app/sitemap.ts), the post-build's check of the export and its search index read it here.
import { episodePath, showEpisodes } from './episodes.ts';
import { transcriptPages, transcriptTitle } from './episodeTranscripts.ts';
import { publishedArticles } from './insights.ts';
import { builtRoutes } from './published.ts';
import { listingsOf } from './showListing.ts';

/** A page of the build: what it is, its date where it has one, and its whole title where the search index needs it. */
export interface SitePage {
  path: string;
  /** A listing's page (the show's further pages, its seasons) is in the sitemap, not in search: its episodes are, each on its own page. */
  kind: 'Page' | 'Listing' | 'Article' | 'Episode' | 'Transcript';
  /** For the sitemap. */
  priority: number;
  date?: string;
  /** A transcript's whole title, which its page's own cuts to fit a search engine's results. */
  title?: string;
}

/** Every page of this build, in the sitemap's order. */
export async function everyPage(): Promise<SitePage[]> {
  return [
    ...builtRoutes().map(({ path, priority }) => ({ path, kind: 'Page' as const, priority })),
    ...publishedArticles().map((article) => ({ path: article.path, kind: 'Article' as const, priority: 0.6, date: article.date })),
    ...listingsOf(showEpisodes).flatMap(({ path, episodes }) =>
      path === '/podcast' ? [] : [{ path, kind: 'Listing' as const, priority: 0.3, date: episodes[0]?.date }],
    ),
    ...showEpisodes.map((episode) => ({ path: episodePath(episode), kind: 'Episode' as const, priority: 0.5, date: episode.date })),
    ...(await transcriptPages()).map(({ episode, path, part, parts }) => ({
      path,
      kind: 'Transcript' as const,
      priority: 0.4,
      date: episode.date,
      title: transcriptTitle(episode.title, part, parts),
    })),
  ];
}
