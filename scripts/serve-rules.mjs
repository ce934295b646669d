// The URL, header and encoding rules of scripts/serve.mjs, kept apart so unit tests can check
// them without a server.

/**
 * The rules of a `_headers` file (Netlify / Cloudflare Pages format): a path pattern on its own
 * line, then indented `Name: value` lines; `#` starts a comment.
 */
export function parseHeaderRules(text) {
  const rules = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
    } else if (rules.length && line.includes(':')) {
      const at = line.indexOf(':');
      rules[rules.length - 1].headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

function matches(pattern, pathname) {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  return pathname === pattern;
}

/** What Cloudflare Pages and Netlify send when no rule names it. */
const hostDefaults = { 'Cache-Control': 'public, max-age=0, must-revalidate' };

/**
 * The headers `rules` give `pathname`, as the hosts apply them: every matching rule counts,
 * and a header named by several is sent once with their values joined by ", " (so a rule
 * cannot override another: `/*` and `/_next/static/*` both setting Cache-Control send both).
 */
export function headersFor(rules, pathname) {
  const named = new Map(); // by lower-case name: the name as first written, and every value
  for (const rule of rules.filter(({ pattern }) => matches(pattern, pathname))) {
    for (const [name, value] of rule.headers) {
      const entry = named.get(name.toLowerCase()) ?? { name, values: [] };
      entry.values.push(value);
      named.set(name.toLowerCase(), entry);
    }
  }
  const headers = named.has('cache-control') ? {} : { ...hostDefaults };
  for (const { name, values } of named.values()) headers[name] = values.join(', ');
  return headers;
}

/**
 * What may start a path without staying a path: slashes and backslashes (`//evil.com` and, to
 * browsers, `/\evil.com` name another host), the tab and line breaks a URL parser drops, each
 * also percent-encoded, once or more (`%2F`, `%5c`, `%252F`).
 */
const hostLike = /^(?:[/\\\t\n\r]|%(?:25)*(?:2f|5c|09|0a|0d))+/i;

/**
 * Where Cloudflare Pages sends a request for another spelling of a page (its 308s), or
 * undefined when `pathname` is already the one URL of what it names: `/about.html` and
 * `/about/` → `/about`, `/index.html` and `/index` → `/`, and the bare base path → base path + `/`.
 * The target always stays on this site: slashes and the like that lead the rest of the path
 * collapse into the one after the base path (`//evil.com/` → `/evil.com`, never `//evil.com`).
 */
export function canonicalPath(pathname, basePath = '') {
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

/**
 * The decoded path and the query a request target asks for; `undefined` when the target is no
 * URL at all (`//[/`, `http://x:99999/`: answer 400), `path: undefined` for a malformed escape
 * (no file can have that name: answer 404).
 */
export function requestTarget(target = '/') {
  let url;
  try {
    url = new URL(target, 'http://localhost');
  } catch {
    return undefined;
  }
  try {
    return { path: decodeURIComponent(url.pathname), rawPath: url.pathname, search: url.search };
  } catch {
    return { path: undefined, rawPath: url.pathname, search: url.search };
  }
}

/** The `Location` of a redirect to a decoded site path, with the request's query. */
export const locationOf = (path, search = '') => `${encodeURI(path)}${search}`;

/** The hosts' configuration files in the export, which they read and never serve. */
const hostFiles = ['_headers', '_redirects'];

/**
 * A site path's segments as a file lookup sees them (empty ones dropped), or undefined for one
 * that must never be served: dotfiles, the hosts' own `_headers` and `_redirects` (however
 * spelt: `//_headers`), backslashes, NUL.
 */
export function fileSegments(sitePath) {
  const segments = sitePath.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.') || s.includes('\\') || s.includes('\0'))) return undefined;
  if (segments.length === 1 && hostFiles.includes(segments[0] ?? '')) return undefined;
  return segments;
}

/** Exported pages that are the not-found page under another name: answered with 404, as on Cloudflare Pages (public/_redirects). */
export const notFoundFiles = ['404.html', '_not-found.html'];

/** Whether gzip is acceptable: named (or `*`) in Accept-Encoding with a q above 0. */
export function acceptsGzip(header = '') {
  let gzip;
  let star;
  for (const part of header.split(',')) {
    const [coding = '', ...params] = part.trim().toLowerCase().split(';');
    const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? 1);
    if (coding === 'gzip') gzip = q;
    if (coding === '*') star = q;
  }
  return (gzip ?? star ?? 0) > 0;
}
