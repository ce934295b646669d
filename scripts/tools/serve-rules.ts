// The request, header and encoding rules of scripts/tools/serve.ts, kept apart so unit tests can check
// them without a server. Its clean-URL rule is the site's one (scripts/pipeline/clean-urls.ts).

/** One rule of a `_headers` file: a path pattern, and the headers it sets, in order. */
export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
}

/**
 * The rules of a `_headers` file (Netlify / Cloudflare Pages format): a path pattern on its own
 * line, then indented `Name: value` lines; `#` starts a comment.
 */
export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
    } else if (line.includes(':')) {
      const at = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    }
  }
  return rules;
}

function matches(pattern: string, pathname: string): boolean {
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
export function headersFor(rules: readonly HeaderRule[], pathname: string): Record<string, string> {
  const named = new Map<string, { name: string; values: string[] }>(); // by lower-case name: the name as first written, and every value
  for (const rule of rules.filter(({ pattern }) => matches(pattern, pathname))) {
    for (const [name, value] of rule.headers) {
      const entry = named.get(name.toLowerCase()) ?? { name, values: [] };
      entry.values.push(value);
      named.set(name.toLowerCase(), entry);
    }
  }
  const headers: Record<string, string> = named.has('cache-control') ? {} : { ...hostDefaults };
  for (const { name, values } of named.values()) headers[name] = values.join(', ');
  return headers;
}

/**
 * The decoded path and the query a request target asks for; `undefined` when the target is no
 * URL at all (`//[/`, `http://x:99999/`: answer 400), `path: undefined` for a malformed escape
 * (no file can have that name: answer 404).
 */
export function requestTarget(target = '/'): { path: string | undefined; rawPath: string; search: string } | undefined {
  let url: URL;
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
export const locationOf = (path: string, search = ''): string => `${encodeURI(path)}${search}`;

/** The hosts' configuration files in the export, which they read and never serve. */
const hostFiles = ['_headers', '_redirects'];

/**
 * A site path's segments as a file lookup sees them (empty ones dropped), or undefined for one
 * that must never be served: dotfiles, the hosts' own `_headers` and `_redirects` (however
 * spelt: `//_headers`), backslashes, NUL.
 */
export function fileSegments(sitePath: string): string[] | undefined {
  const segments = sitePath.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.') || s.includes('\\') || s.includes('\0'))) return undefined;
  if (segments.length === 1 && hostFiles.includes(segments[0] ?? '')) return undefined;
  return segments;
}
