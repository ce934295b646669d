// A link to a page of the site leads to one: its path is a page of the registry (built now or
// once it has content: its links are the specification's), an article's or an episode's page
// under theirs, and an anchor one that page has (a service on /services). Checked over a whole
// data file (model/schema/dataFiles.ts), so the build and the CMS's save refuse `/contakt` alike,
// at its field.
import type { z } from 'zod';
import { routes, unbuiltPaths } from '../routes.ts';
import { textsIn } from './problems.ts';
import { serviceIds } from './services.ts';
import { checkSiteLinksWith } from './fields.ts';

/** Every page a link may name, in navigation order. */
const pages: readonly string[] = [...routes.map(({ path }) => path), ...unbuiltPaths];

/** When each page that is not always there appears: what its link waits for. */
const appears: Partial<Record<string, string>> = {
  '/blog': 'once an article is published',
  '/podcast': 'once the podcast refresh has brought the show’s episodes',
  '/terms': 'once the terms have a text',
  '/privacy': 'while the site receives messages or counts visits (Settings)',
};

/** The pages there are now, where known (the build's check, the editor: model/published.ts, pagesNow); else every page the site can have. */
let pagesThere: readonly string[] | undefined;
/** Where the CMS's page reads them, in its folder (`admin/`). */
export const pagesFile = 'pages.json';

/** Tells the link check which pages there are now (undefined: not known, any page the site can have). */
export const knowPages = (paths: readonly string[] | undefined): void => void (pagesThere = paths);

const folders = ['/blog/', '/podcast/'];

const anchors: Partial<Record<string, readonly string[]>> = { '/services': serviceIds };

export function deadEnd(href: string): string | undefined {
  const [path = '', anchor] = href.split('#', 2);
  const there = pagesThere ?? pages;
  const under = folders.find((folder) => path.startsWith(folder) && path.length > folder.length);
  // Under a folder whose pages are known one by one (the articles), only one of them.
  const known = under !== undefined && there.some((page) => page.startsWith(under));
  if (!there.includes(path) && !(under && !known && there.includes(under.slice(0, -1)))) {
    const waiting = appears[under ? under.slice(0, -1) : path];
    const why = waiting && !known && pages.includes(under ? under.slice(0, -1) : path) ? `which the site has only ${waiting}` : 'which is no page of the site';
    return `leads to ${path}, ${why}: write one of ${there.join(', ')}`;
  }
  const sections = anchors[path];
  if (anchor !== undefined && anchor !== '' && !(sections ?? []).includes(anchor)) {
    return sections
      ? `leads to #${anchor}, which ${path} has no section of: write one of ${sections.map((id) => `${path}#${id}`).join(', ')}`
      : `leads to a section #${anchor}, which ${path} has none of: write ${path} alone`;
  }
  return undefined;
}

checkSiteLinksWith(deadEnd);

export function pagesExist(data: unknown, context: z.RefinementCtx): void {
  // A path of this site: `//host` and `/\host` name another, which the link's own rule refuses.
  for (const { text: href, path } of textsIn(data).filter(({ key, text }) => key === 'href' && /^\/(?![/\\])/.test(text))) {
    const why = deadEnd(href);
    if (why) context.addIssue({ code: 'custom', path, message: why, input: href });
  }
}
