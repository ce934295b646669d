// The site's one map of paths: every page a build makes and every link to a page not built yet,
// each with its name in navigation and where it is linked from. The route list, the header's and
// the footer's links, the sitemap, the post-build's page list, the structured data's keys and the
// not-found journeys all derive from it. Adding a page: its entry here, its content, its
// `page.tsx` (ARCHITECTURE.md). Read by the pages, the build scripts and the tests; the browser's
// code gets only the built paths (components/SiteLink/isBuiltRoute.ts).

/** Where a path is linked from: the header's main navigation, the footer's quick links, the footer's legal line. */
type Placement = 'header' | 'footer' | 'legal';

/**
 * A path of the map: a page every build makes, one made while the site collects anything (the
 * privacy page), or a link with no page yet, which lands on the not-found page. A page has a
 * sitemap priority; a link to nowhere cannot have one.
 */
type Entry = { label: string; in: readonly Placement[] } & ({ built: 'always' | 'while collecting'; priority: number } | { built: 'not yet' });

const siteMap = {
  '/': { label: 'Home', in: ['header'], built: 'always', priority: 1 },
  '/about': { label: 'About', in: ['header', 'footer'], built: 'always', priority: 0.8 },
  '/services': { label: 'What I Do', in: ['header', 'footer'], built: 'always', priority: 0.8 },
  '/ventures': { label: 'Ventures', in: ['header', 'footer'], built: 'always', priority: 0.7 },
  '/podcast': { label: 'OJ to the World', in: ['header', 'footer'], built: 'not yet' },
  '/blog': { label: 'Insights', in: ['header', 'footer'], built: 'not yet' },
  '/contact': { label: 'Contact', in: ['footer'], built: 'always', priority: 0.7 },
  '/privacy': { label: 'Privacy Policy', in: ['legal'], built: 'while collecting', priority: 0.3 },
  '/terms': { label: 'Terms of Service', in: ['legal'], built: 'not yet' },
} as const satisfies Record<`/${string}`, Entry>;

type SiteMap = typeof siteMap;

/** Every path of the map. */
export type SitePath = keyof SiteMap;

/** The pages every build makes: each needs a `page.tsx` and a structured-data graph (`app/structuredData.ts` is typed by this). */
export type PagePath = { [P in SitePath]: SiteMap[P]['built'] extends 'always' ? P : never }[SitePath];

/** The pages some build makes: every build's, and the privacy page while the site collects anything. */
type BuiltPath = { [P in SitePath]: SiteMap[P]['built'] extends 'not yet' ? never : P }[SitePath];

/** A page of the site. */
export interface Route {
  /** URL path, without a trailing slash. */
  path: BuiltPath;
  /** Relative importance, for the sitemap. */
  priority: number;
}

const entries = Object.entries(siteMap) as [SitePath, Entry][];

/** Every page every build makes, in navigation order. */
export const routes: readonly Route[] = entries.flatMap(([path, entry]) => (entry.built === 'always' ? [{ path: path as PagePath, priority: entry.priority }] : []));

/** The privacy page, built while the site collects anything (`siteRoutes`). */
export const privacyRoute: Route = { path: '/privacy', priority: siteMap['/privacy'].priority };

/** Paths linked to that a default build has no page for: they land on the not-found page. */
export const unbuiltPaths: readonly SitePath[] = entries.flatMap(([path, entry]) => (entry.built === 'always' ? [] : [path]));

/** Every page of a build that collects, or does not collect, anything (`collectsData()`, content/settings.ts). */
export const siteRoutes = (collecting: boolean): readonly Route[] => (collecting ? [...routes, privacyRoute] : routes);

/** The links to pages that a build with these pages lacks: they land on the not-found page. */
export const unbuiltPathsOf = (built: readonly Route[]): readonly string[] => unbuiltPaths.filter((path) => !built.some((route) => route.path === path));

/** The links of one place, in the map's order. */
export const linksIn = (placement: Placement): readonly { label: string; href: SitePath }[] =>
  entries.flatMap(([href, entry]) => (entry.in.includes(placement) ? [{ label: entry.label, href }] : []));

/** The built paths as the browser's code receives them (next.config.mjs, jest.setup.ts): `/,/about,…`. */
export const pagePathsEnv = routes.map((route) => route.path).join(',');
