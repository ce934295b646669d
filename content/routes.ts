/** A page of the site. */
export interface Route {
  /** URL path, without a trailing slash. */
  path: '/' | `/${string}`;
  /** Relative importance, for the sitemap. */
  priority: number;
}

/** Every page the site builds, in navigation order. The sitemap and tests read this list. */
export const routes: readonly Route[] = [
  { path: '/', priority: 1 },
  { path: '/about', priority: 0.8 },
  { path: '/services', priority: 0.8 },
  { path: '/ventures', priority: 0.7 },
  { path: '/contact', priority: 0.7 },
];

/** Paths the header and footer link to that have no page yet; they land on the not-found page. */
export const unbuiltPaths = ['/privacy', '/terms', '/podcast', '/blog'] as const;

/** Whether `href` points at a page this site builds (fragment and query ignored). */
export function isBuiltRoute(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  return routes.some((route) => route.path === path);
}
