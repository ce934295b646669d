// The pages that appear once the owner has content for them (model/registry.ts, `built: 'with
// content'`): Insights once an article is published, the podcast page once the podcast refresh
// has stored the feed's episodes, the terms once they have a text. Until then each stays the
// specification's not-found page, and the export is as it was: next.config.mjs builds a page's
// files (`page.<extension>.tsx`, `route.<extension>.ts`) only while it has content, except in
// the editor's development server, which builds them all so a first article shows on a reload.
import { episodesWithTranscripts } from './episodeTranscripts.ts';
import { articlePaths, publishedArticles } from './insights.ts';
import { readContent } from './readContent.ts';
import { siteRoutes, type ContentPath, type Route } from './routes.ts';
import { listingKinds } from './showListing.ts';
import { collectsData } from './settings.ts';

/** Each such page: the extension of its files, and whether it has content. */
export const contentPages: Record<ContentPath, { extension: string; has: (root?: string) => boolean }> = {
  '/podcast': { extension: 'episodes', has: (root) => readContent('episodes', root).episodes.length > 0 },
  '/blog': { extension: 'insights', has: (root) => publishedArticles(root).length > 0 },
  '/terms': { extension: 'terms', has: (root) => readContent('terms', root).text.trim() !== '' },
};

/** The kinds of the show's listing pages it has (model/showListing.ts). */
const listing = () => listingKinds(readContent('episodes').episodes);

/**
 * Pages under a page with content that have content of their own: the transcripts'
 * (app/podcast/[slug]/transcript), once any episode has one; the show's further pages, its
 * seasons and their further pages (app/podcast/page, app/podcast/season), once it has them.
 */
const contentSubpages = [
  { extension: 'transcripts', has: () => episodesWithTranscripts().length > 0 },
  { extension: 'pages', has: () => listing().pages },
  { extension: 'seasons', has: () => listing().seasons },
  { extension: 'seasonpages', has: () => listing().seasonPages },
];

/** The pages of this build that have content. */
export const publishedPaths = (root = '.'): ContentPath[] => (Object.keys(contentPages) as ContentPath[]).filter((path) => contentPages[path].has(root));

/** The page extensions of the pages with content (of all of them in development), for next.config.mjs. */
export function contentPageExtensions(development: boolean): string[] {
  const paths = development ? (Object.keys(contentPages) as ContentPath[]) : publishedPaths();
  const extensions = [
    ...paths.map((path) => contentPages[path].extension),
    ...contentSubpages.flatMap(({ extension, has }) => (development || has() ? [extension] : [])),
  ];
  return extensions.flatMap((extension) => [`${extension}.tsx`, `${extension}.ts`]);
}

/** Every page of this build: every build's, the privacy page while collecting, and those with content. */
export const builtRoutes = (): readonly Route[] => siteRoutes(collectsData(), publishedPaths());

/**
 * The site's pages as the files on disk make them now (the settings read again, not as imported),
 * each article's among them: what a link may lead to (model/schema/siteLinks.ts), for the build's check and the running
 * editor's, whose imported content would be the content it started with.
 */
export const pagesNow = (root = '.'): string[] => [
  ...siteRoutes(collectsData(undefined, readContent('settings', root)), publishedPaths(root)).map(({ path }) => path),
  ...articlePaths(root),
];
