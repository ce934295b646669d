// Names no page of the owner's may take: a page named so would be read by a host, or by the site
// itself, as something else. One list for the pages `npm run new:page` writes and the episodes'
// addresses the podcast refresh gives (model/episodeSlugs.ts).
import { registry } from './registry.ts';

/**
 * Names a static host gives a meaning to in any folder: the folder's own page (`index`, served at
 * `/folder/` by Cloudflare Pages, Netlify and GitHub Pages, which redirect `/folder/index` there),
 * the not-found page (`404`: Cloudflare Pages answers every unknown address below the folder
 * with the nearest one), and a single-page app's fallback (`200`, Surge's and Render's).
 */
const hostNames = ['index', '404', '200'];

/**
 * What the export writes beside the pages, and what the editor serves: a page of that name would
 * overwrite it (`admin.html` is the CMS) or be hidden by it.
 */
const siteFiles = [
  'admin',
  'api',
  'photos',
  'photos-as-uploaded',
  'cards',
  'icons',
  'icon',
  'apple-icon',
  'favicon',
  'og',
  'robots',
  'sitemap',
  'feed',
  'message-sent',
  'not-found',
  'structured-data',
  // The show's listing: its further pages and its seasons (model/showListing.ts).
  'page',
  'season',
];

/** Device names Windows keeps in every folder: a file so named cannot be written there, so a clone on Windows would lack the page. */
const deviceName = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/;

/** The site's own pages, by the last part of their path (`about`, `blog`). */
const pageNames = Object.values(registry)
  .flatMap((entry) => ('route' in entry && entry.route ? [entry.route.path.slice(1)] : []))
  .filter(Boolean);

/** Why `name` is kept for a host or the site (a phrase), or undefined when a page may have it. */
export function reservedName(name: string): string | undefined {
  const lower = name.toLowerCase();
  if (hostNames.includes(lower)) return 'a name the hosts keep for a folder’s own page or its not-found page';
  if (deviceName.test(lower)) return 'a device name Windows keeps in every folder';
  if (siteFiles.includes(lower)) return 'the name of one of the site’s own files';
  if (pageNames.includes(lower)) return 'the name of one of the site’s own pages';
  return undefined;
}
