// The pages that appear once the owner has content for them; until then each stays the not-found
// page. next.config.mjs builds their files only while they have content (all of them in the editor).
import { episodesWithTranscripts } from './episodeTranscripts.ts';
import { articlePaths, publishedArticles } from './insights.ts';
import { readContent } from './readContent.ts';
import { siteRoutes, type ContentPath, type Route } from './routes.ts';
import { listingKinds } from './showListing.ts';
import { collectsData } from './settings.ts';

export const contentPages: Record<ContentPath, { extension: string; has: (root?: string) => boolean }> = {
  '/podcast': { extension: 'episodes', has: (root) => readContent('episodes', root).episodes.length > 0 },
  '/blog': { extension: 'insights', has: (root) => publishedArticles(root).length > 0 },
  '/terms': { extension: 'terms', has: (root) => readContent('terms', root).text.trim() !== '' },
};

const listing = () => listingKinds(readContent('episodes').episodes);

/** Transcripts' pages, the show's further pages and seasons: each once it has content. */
const contentSubpages = [
  { extension: 'transcripts', has: () => episodesWithTranscripts().length > 0 },
  { extension: 'pages', has: () => listing().pages },
  { extension: 'seasons', has: () => listing().seasons },
  { extension: 'seasonpages', has: () => listing().seasonPages },
];

export const publishedPaths = (root = '.'): ContentPath[] => (Object.keys(contentPages) as ContentPath[]).filter((path) => contentPages[path].has(root));

export function contentPageExtensions(development: boolean): string[] {
  const paths = development ? (Object.keys(contentPages) as ContentPath[]) : publishedPaths();
  const extensions = [
    ...paths.map((path) => contentPages[path].extension),
    ...contentSubpages.flatMap(({ extension, has }) => (development || has() ? [extension] : [])),
  ];
  return extensions.flatMap((extension) => [`${extension}.tsx`, `${extension}.ts`]);
}

export const builtRoutes = (): readonly Route[] => siteRoutes(collectsData(), publishedPaths());

/** As the files on disk make them now, not as imported: the running editor's imports are what it started with. */
export const pagesNow = (root = '.'): string[] => [
  ...siteRoutes(collectsData(undefined, readContent('settings', root)), publishedPaths(root)).map(({ path }) => path),
  ...articlePaths(root),
];
