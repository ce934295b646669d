// What the search index and the search page share.

export const searchFolder = 'pagefind';

export const searchKinds = { Article: 'Article', Episode: 'Episode', Transcript: 'Episode transcript', Page: 'Page' } as const;
export type SearchKind = keyof typeof searchKinds;

/** Its value is what the page's own search script needs of this build (`SearchPlace`). */
export const searchAttribute = 'data-search';

export interface SearchPlace {
  /** Under the site's sub-path: `/oj/pagefind/pagefind.js`. */
  index: string;
  base: string;
  classes: Record<'results' | 'result' | 'title' | 'meta' | 'excerpt' | 'more', string>;
}
