// What the search index and the search page share (scripts/build/postbuild/search-index.ts writes
// the index, components/SiteSearch reads it): where it is in the export, and what a result can be.

/** Where the index goes in the export; the search page loads `pagefind.js` from there. */
export const searchFolder = 'pagefind';

/** What a page is to a searcher, and the words the results say beside its title. */
export const searchKinds = { Article: 'Article', Episode: 'Episode', Transcript: 'Episode transcript', Page: 'Page' } as const;
export type SearchKind = keyof typeof searchKinds;
