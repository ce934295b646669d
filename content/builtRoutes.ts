// The pages a build makes: the specification's (content/routes.ts, which ships to the browser
// with the site's links and so stays as it is) and, while the site collects messages or
// statistics, the privacy page (app/privacy/page.collect.tsx). For the server and the Node scripts.
import { routes, unbuiltPaths, type Route } from './routes.ts';

/** The privacy page, built while the site collects anything (`collectsData()`, content/settings.ts). */
export const privacyRoute: Route = { path: '/privacy', priority: 0.3 };

/** Every page of a build that collects, or does not collect, anything. */
export const siteRoutes = (collecting: boolean): readonly Route[] => (collecting ? [...routes, privacyRoute] : routes);

/** The specification's links to pages that a build with these pages lacks: they land on the not-found page. */
export const unbuiltPathsOf = (built: readonly Route[]): readonly string[] => unbuiltPaths.filter((path) => !built.some((route) => route.path === path));
