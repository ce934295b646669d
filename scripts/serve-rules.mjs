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
 * Where Cloudflare Pages sends a request for another spelling of a page (its 308s), or
 * undefined when `pathname` is already the one URL of what it names: `/about.html` and
 * `/about/` → `/about`, `/index.html` and `/index` → `/`, and the bare base path → base path + `/`.
 */
export function canonicalPath(pathname, basePath = '') {
  if (basePath && pathname === basePath) return `${basePath}/`;
  if (basePath && !pathname.startsWith(`${basePath}/`)) return undefined;
  const path = pathname.slice(basePath.length + 1);
  if (path === 'index.html' || path === 'index') return `${basePath}/`;
  if (path.endsWith('/index.html')) return `${basePath}/${path.slice(0, -'index.html'.length)}`;
  if (path.endsWith('.html')) return `${basePath}/${path.slice(0, -'.html'.length)}`;
  if (path.endsWith('/')) return `${basePath}/${path.replace(/\/+$/, '')}`;
  return undefined;
}

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
