// What the search index and the search page share (scripts/pipeline/postbuild/search-index.ts writes
// the index, components/SiteSearch reads it): where it is in the export, and what a result can be.

/** Where the index goes in the export; the search page loads `pagefind.js` from there. */
export const searchFolder = 'pagefind';

/** What a page is to a searcher, and the words the results say beside its title. */
export const searchKinds = { Article: 'Article', Episode: 'Episode', Transcript: 'Episode transcript', Page: 'Page' } as const;
export type SearchKind = keyof typeof searchKinds;

/**
 * The mark of the search on its page (components/SiteSearch): its value, what the page's own
 * search script (components/SiteSearch/searchOnPage.ts) needs of this build (`SearchPlace`). The
 * post-build step gives a page so marked that script (scripts/pipeline/postbuild/defer-scripts.ts).
 */
export const searchAttribute = 'data-search';

/** Where a build's index is, and the classes its results are drawn with. */
export interface SearchPlace {
  /** Pagefind's script, under the site's sub-path: `/oj/pagefind/pagefind.js`. */
  index: string;
  /** What Pagefind puts before a result's address: the site's sub-path, `/oj/`. */
  base: string;
  classes: Record<'results' | 'result' | 'title' | 'meta' | 'excerpt' | 'more', string>;
}
