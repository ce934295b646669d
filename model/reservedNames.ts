// Names no page of the owner's may take: a host or the site would read it as something else.
import { registry } from './registry.ts';

/** In any folder: its own page (`index`), the not-found page (`404`: Cloudflare's nearest), an SPA fallback (`200`). */
const hostNames = ['index', '404', '200'];

/** What the export writes beside the pages: a page of that name would overwrite it or be hidden by it. */
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
  'page',
  'season',
];

/** Windows keeps these in every folder: a clone there would lack the page. */
const deviceName = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/;

const pageNames = Object.values(registry)
  .flatMap((entry) => ('route' in entry && entry.route ? [entry.route.path.slice(1)] : []))
  .filter(Boolean);

export function reservedName(name: string): string | undefined {
  const lower = name.toLowerCase();
  if (hostNames.includes(lower)) return 'a name the hosts keep for a folder’s own page or its not-found page';
  if (deviceName.test(lower)) return 'a device name Windows keeps in every folder';
  if (siteFiles.includes(lower)) return 'the name of one of the site’s own files';
  if (pageNames.includes(lower)) return 'the name of one of the site’s own pages';
  return undefined;
}
