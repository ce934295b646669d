// Whether a link leads to a page of this build: the paths of model/routes.ts, inlined at build
// time (next.config.mjs), so the browser's code carries the list and not the whole map.
const pagePaths = (process.env.NEXT_PUBLIC_PAGE_PATHS ?? '').split(',');

/** Whether `href` points at a page every build makes (fragment and query ignored). */
export function isBuiltRoute(href: string): boolean {
  return pagePaths.includes(href.split(/[?#]/)[0] ?? '');
}
