// The clean-URL rule, in one place: every page has one URL, with neither `.html` nor a trailing
// slash (`/about`; the home page `/`), as Cloudflare Pages serves it; every other spelling of it
// is a permanent redirect there (`/about.html`, `/about/`, `/index.html`, `/index`). The local
// server (scripts/tools/serve.ts), the post-build steps (the pages' files, the `_headers` paths) and
// the tests read it from here. The CloudFront function (deploy/cloudfront/viewer-request.js) is
// ES 5.1 and cannot import it: its test holds it equal to this over every route and every tricky
// spelling.

/**
 * What may start a path without staying a path: slashes and backslashes (`//evil.com` and, to
 * browsers, `/\evil.com` name another host), the tab and line breaks a URL parser drops, each
 * also percent-encoded, once or more (`%2F`, `%5c`, `%252F`).
 */
const hostLike = /^(?:[/\\\t\n\r]|%(?:25)*(?:2f|5c|09|0a|0d))+/i;

/**
 * Where another spelling of a page redirects (308), or undefined when `pathname` is already the
 * one URL of what it names: `/about.html` and `/about/` → `/about`, `/index.html` and `/index` →
 * `/`, and the bare base path → base path + `/`. The target always stays on this site: slashes
 * and the like that lead the rest of the path collapse into the one after the base path
 * (`//evil.com/` → `/evil.com`, never `//evil.com`).
 */
export function canonicalPath(pathname: string, basePath = ''): string | undefined {
  if (basePath && pathname === basePath) return `${basePath}/`;
  if (basePath && !pathname.startsWith(`${basePath}/`)) return undefined;
  const path = pathname.slice(basePath.length + 1);
  let clean;
  if (path === 'index.html' || path === 'index') clean = '';
  else if (path.endsWith('/index.html')) clean = path.slice(0, -'index.html'.length);
  else if (path.endsWith('.html')) clean = path.slice(0, -'.html'.length);
  else if (path.endsWith('/')) clean = path.replace(/\/+$/, '');
  else return undefined;
  return `${basePath}/${clean.replace(hostLike, '')}`;
}

/** The exported file of a page's clean path: `/` → `index.html`, `/about` → `about.html`. */
export function fileOfRoute(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

/** The files a clean path within the site may name, in the order a host tries them: the file itself, then the page. */
export function candidateFiles(sitePath: string): string[] {
  return sitePath === '/' ? [fileOfRoute('/')] : [sitePath.slice(1), fileOfRoute(sitePath)];
}

/** Every URL path a host answers for an exported file (its clean URL, then the spellings that redirect to it): `about.html` → `/about`, `/about.html`, `/about/`. */
export function pathsFor(file: string, basePath = ''): string[] {
  const name = file.replace(/\\/g, '/').replace(/\.html$/, '');
  if (name === 'index') return [`${basePath}/`];
  if (name.endsWith('/index')) return [`${basePath}/${name.slice(0, -'index'.length)}`];
  return [`${basePath}/${name}`, `${basePath}/${name}.html`, `${basePath}/${name}/`];
}

/** Exported pages that are the not-found page under another name: answered with 404 wherever they are asked for by name, as on Cloudflare Pages (public/_redirects). */
export const notFoundFiles = ['404.html', '_not-found.html'];
