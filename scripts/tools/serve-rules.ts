// scripts/tools/serve.ts's rules, apart so unit tests check them without a server.

/** One rule of a `_headers` file: a path pattern, and the headers it sets, in order. */
export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
}

/** Netlify's and Cloudflare's format: a path pattern, then indented `Name: value` lines; `#` comments. */
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

/** As the hosts apply them: every matching rule counts, a header named by several sent once with its values joined. */
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

/** `undefined` for no URL at all (400); `path: undefined` for a malformed escape (404). */
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

/** Undefined for what is never served: dotfiles, `_headers` and `_redirects` however spelt, backslashes, NUL. */
export function fileSegments(sitePath: string): string[] | undefined {
  const segments = sitePath.split('/').filter(Boolean);
  if (segments.some((s) => s.startsWith('.') || s.includes('\\') || s.includes('\0'))) return undefined;
  if (segments.length === 1 && hostFiles.includes(segments[0] ?? '')) return undefined;
  return segments;
}
