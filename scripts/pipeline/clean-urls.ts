// The clean-URL rule, in one place: one URL per page, no `.html` or trailing slash, every other
// spelling a permanent redirect. The CloudFront function (ES 5.1) cannot import it: its test holds it equal.

/** Slashes, backslashes and the characters a URL parser drops, percent-encoded once or more too: `//evil.com` names another host. */
const hostLike = /^(?:[/\\\t\n\r]|%(?:25)*(?:2f|5c|09|0a|0d))+/i;

/** Undefined when `pathname` is the one URL already; the target always stays on this site (`//evil.com/` → `/evil.com`). */
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
