// The one registry: every page and link to a page not built yet, and every data file the owner
// edits. Navigation, sitemap, page lists, the content check and the CMS's files all derive from it.
// A new page: an entry here, its data file and schema, and its `page.tsx` (README, Recipes).
import type { z } from 'zod';
import { loadData } from './schema/load.ts';
import { aboutFile } from './schema/about.ts';
import { contactFile } from './schema/contact.ts';
import { homeFile } from './schema/home.ts';
import { blogFile } from './schema/insights.ts';
import { episodesFile, podcastFile } from './schema/podcast.ts';
import { privacyFile } from './schema/privacy.ts';
import { servicesFile } from './schema/services.ts';
import { settingsFile } from './schema/settings.ts';
import { siteFile } from './schema/site.ts';
import { termsFile } from './schema/terms.ts';
import { testimonialsFile } from './schema/testimonials.ts';
import { venturesFile } from './schema/ventures.ts';

export type Placement = 'header' | 'footer' | 'legal';

/** `built`: always; while the site collects anything; once it has content (model/published.ts); or not yet (a link to the not-found page). */
export type RouteEntry = { path: `/${string}`; label: string; in: readonly Placement[] } & (
  { built: 'always' | 'while collecting' | 'with content'; priority: number } | { built: 'not yet' }
);

/** `content/<name>.json`; its name in the CMS (none for a tool's file), and the page that shows most of it. */
export interface ContentEntry {
  schema: z.ZodType;
  cms?: string;
  shownOn?: `/${string}`;
}

export type Entry = { route: RouteEntry; content?: ContentEntry } | { route?: undefined; content: ContentEntry };

/** In order: the routes' order is the navigation's, the data files' the CMS's. */
export const registry = {
  site: { content: { schema: siteFile, cms: 'Site: name, contacts, socials', shownOn: '/' } },
  home: {
    route: { path: '/', label: 'Home', in: ['header'], built: 'always', priority: 1 },
    content: { schema: homeFile, cms: 'Home page' },
  },
  about: {
    route: { path: '/about', label: 'About', in: ['header', 'footer'], built: 'always', priority: 0.8 },
    content: { schema: aboutFile, cms: 'About page' },
  },
  services: {
    route: { path: '/services', label: 'What I Do', in: ['header', 'footer'], built: 'always', priority: 0.8 },
    content: { schema: servicesFile, cms: 'Services page' },
  },
  ventures: {
    route: { path: '/ventures', label: 'Ventures', in: ['header', 'footer'], built: 'always', priority: 0.7 },
    content: { schema: venturesFile, cms: 'Ventures' },
  },
  testimonials: { content: { schema: testimonialsFile, cms: 'Testimonials', shownOn: '/' } },
  podcast: {
    route: { path: '/podcast', label: 'OJ to the World', in: ['header', 'footer'], built: 'with content', priority: 0.6 },
    content: { schema: podcastFile, cms: 'Podcast', shownOn: '/' },
  },
  episodes: { content: { schema: episodesFile, shownOn: '/podcast' } },
  blog: {
    route: { path: '/blog', label: 'Insights', in: ['header', 'footer'], built: 'with content', priority: 0.7 },
    content: { schema: blogFile, cms: 'Insights page (shown once an article is published)' },
  },
  contact: {
    route: { path: '/contact', label: 'Contact', in: ['footer'], built: 'always', priority: 0.7 },
    content: { schema: contactFile, cms: 'Contact page and form' },
  },
  privacy: {
    route: { path: '/privacy', label: 'Privacy Policy', in: ['legal'], built: 'while collecting', priority: 0.3 },
    content: { schema: privacyFile, cms: 'Privacy page (shown while the site collects anything)' },
  },
  terms: {
    route: { path: '/terms', label: 'Terms of Service', in: ['legal'], built: 'with content', priority: 0.3 },
    content: { schema: termsFile, cms: 'Terms of Service (shown once they have a text)' },
  },
  settings: { content: { schema: settingsFile, cms: 'Settings: messages, statistics, booking, podcast, newsletter, search, look', shownOn: '/contact' } },
  // Its index is made from the pages by every build (scripts/pipeline/postbuild/search-index.ts).
  search: { route: { path: '/search', label: 'Search', in: ['footer'], built: 'always', priority: 0.3 } },
} as const satisfies Record<string, Entry>;

export type Registry = typeof registry;

export type ContentName = { [N in keyof Registry]: Registry[N] extends { content: ContentEntry } ? N : never }[keyof Registry];

export type DataFile<N extends ContentName = ContentName> = `content/${N}.json`;
export const dataFileOf = <N extends ContentName>(name: N): DataFile<N> => `content/${name}.json`;

export type SchemaOf<N extends ContentName> = Registry[N] extends { content: { schema: infer S extends z.ZodType } } ? S : never;

/** The one loader. `data` comes from a static import, so the editor's dev server follows each file on its own. */
export function loadContent<N extends ContentName>(name: N, data: unknown): Content<N> {
  const { schema } = registry[name].content as ContentEntry;
  return loadData(dataFileOf(name), data, schema) as Content<N>;
}

export type Content<N extends ContentName> = z.output<SchemaOf<N>>;
