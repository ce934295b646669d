// The site's paths, from its one registry (model/registry.ts): every page a build makes and
// every link to a page not built yet, each with its name in navigation and where it is linked
// from. The route list, the header's and the footer's links, the sitemap, the post-build's page
// list, the structured data's keys and the not-found journeys all read them here.
import { registry, type Entry, type Placement, type Registry, type RouteEntry } from './registry.ts';

type Routed = { [N in keyof Registry]: Registry[N] extends { route: RouteEntry } ? Registry[N]['route'] : never }[keyof Registry];

/** Every path of the map. */
export type SitePath = Routed['path'];

/** The pages every build makes: each needs a `page.tsx` and a structured-data graph (`app/structuredData.ts` is typed by this). */
export type PagePath = Extract<Routed, { built: 'always' }>['path'];

/** The pages made once the owner has content for them (model/published.ts). */
export type ContentPath = Extract<Routed, { built: 'with content' }>['path'];

/** The pages some build makes: every build's, the privacy page while the site collects anything, and those with content. */
export type BuiltPath = Exclude<Routed, { built: 'not yet' }>['path'];

/** A page of the site. */
export interface Route {
  /** URL path, without a trailing slash. */
  path: BuiltPath;
  /** Relative importance, for the sitemap. */
  priority: number;
}

const entries = Object.values(registry).flatMap((entry: Entry) => (entry.route ? [[entry.route.path as SitePath, entry.route] as const] : []));

/** Every page every build makes, in navigation order. */
export const routes: readonly Route[] = entries.flatMap(([path, entry]) =>
  entry.built === 'always' ? [{ path: path as PagePath, priority: entry.priority }] : [],
);

/** The search page: its index is made of every other page (scripts/pipeline/postbuild/search-index.ts). */
export const searchPath: SitePath = '/search';

/** The privacy page, built while the site collects anything (`siteRoutes`). */
export const privacyRoute: Route = { path: '/privacy', priority: registry.privacy.route.priority };

/** Paths linked to that a default build has no page for: they land on the not-found page. */
export const unbuiltPaths: readonly SitePath[] = entries.flatMap(([path, entry]) => (entry.built === 'always' ? [] : [path]));

/** A page with content's route (`publishedPaths()`, model/published.ts). */
const contentRoute = (path: SitePath): Route[] =>
  entries.flatMap(([href, entry]) => (href === path && entry.built === 'with content' ? [{ path: href as BuiltPath, priority: entry.priority }] : []));

/**
 * Every page of a build that collects, or does not collect, anything (`collectsData()`,
 * model/settings.ts), with the pages that have content (`publishedPaths()`), in the map's order.
 */
export const siteRoutes = (collecting: boolean, published: readonly SitePath[] = []): readonly Route[] => {
  const built = [...routes, ...(collecting ? [privacyRoute] : []), ...published.flatMap(contentRoute)];
  return entries.flatMap(([path]) => built.filter((route) => route.path === path));
};

/** The links of one place, in the map's order. */
export const linksIn = (placement: Placement): readonly { label: string; href: SitePath }[] =>
  entries.flatMap(([href, entry]) => (entry.in.includes(placement) ? [{ label: entry.label, href }] : []));

/** A path's name in navigation, which is also its page's title. */
export const labelOf = (path: SitePath): string => entries.find(([href]) => href === path)?.[1].label ?? path;
