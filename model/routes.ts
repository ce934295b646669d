// The site's paths, from the one registry (model/registry.ts).
import { registry, type Entry, type Placement, type Registry, type RouteEntry } from './registry.ts';

type Routed = { [N in keyof Registry]: Registry[N] extends { route: RouteEntry } ? Registry[N]['route'] : never }[keyof Registry];

export type SitePath = Routed['path'];

/** Each needs a `page.tsx` and a structured-data graph (`app/structuredData.ts` is typed by this). */
export type PagePath = Extract<Routed, { built: 'always' }>['path'];

export type ContentPath = Extract<Routed, { built: 'with content' }>['path'];

export type BuiltPath = Exclude<Routed, { built: 'not yet' }>['path'];

export interface Route {
  path: BuiltPath;
  priority: number;
}

const entries = Object.values(registry).flatMap((entry: Entry) => (entry.route ? [[entry.route.path as SitePath, entry.route] as const] : []));

export const routes: readonly Route[] = entries.flatMap(([path, entry]) =>
  entry.built === 'always' ? [{ path: path as PagePath, priority: entry.priority }] : [],
);

export const searchPath: SitePath = '/search';

export const privacyRoute: Route = { path: '/privacy', priority: registry.privacy.route.priority };

export const unbuiltPaths: readonly SitePath[] = entries.flatMap(([path, entry]) => (entry.built === 'always' ? [] : [path]));

const contentRoute = (path: SitePath): Route[] =>
  entries.flatMap(([href, entry]) => (href === path && entry.built === 'with content' ? [{ path: href as BuiltPath, priority: entry.priority }] : []));

export const siteRoutes = (collecting: boolean, published: readonly SitePath[] = []): readonly Route[] => {
  const built = [...routes, ...(collecting ? [privacyRoute] : []), ...published.flatMap(contentRoute)];
  return entries.flatMap(([path]) => built.filter((route) => route.path === path));
};

export const linksIn = (placement: Placement): readonly { label: string; href: SitePath }[] =>
  entries.flatMap(([href, entry]) => (entry.in.includes(placement) ? [{ label: entry.label, href }] : []));

/** Also its page's title. */
export const labelOf = (path: SitePath): string => entries.find(([href]) => href === path)?.[1].label ?? path;
