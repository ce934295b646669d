// The search page's words (app/search, components/SiteSearch): apart from model/ui.ts, which
// every page's client code carries; the search page's own script carries those it says.
export const searchWords = {
  eyebrow: 'Search',
  heading: 'Find an article or an episode',
  intro: 'Search every article, every episode and what is said in it, and every page of this site.',
  description: 'Search the articles, the podcast episodes with their transcripts, and every page of the site.',
  label: 'Search the site',
  button: 'Search',
  /** What the results say, as they are announced. */
  searching: 'Searching…',
  found: (count: number, query: string) => `${count} ${count === 1 ? 'result' : 'results'} for “${query}”`,
  none: (query: string) => `Nothing matches “${query}”. Try fewer or other words.`,
  failed: 'Search could not load. Reload the page to try again.',
  /** In the owner's preview (a development server), which has no index. */
  inPreview: 'Search is made from every page when your site is built, so it works on your site once it is online, not in this preview.',
  results: 'Results',
  /** Under a list that has more (its count said above it): `Show 3 more`. */
  more: (count: number) => `Show ${count} more`,
  /** Without JavaScript: where to look instead. */
  withoutScripts: 'Search needs JavaScript',
  needsScripts: 'Search runs in your browser, which needs JavaScript. Without it, browse',
  articles: 'the articles',
  episodes: 'the episodes',
  pages: 'the pages in the menu',
} as const;
