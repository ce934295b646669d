#!/usr/bin/env node
// Serves the exported site in `out/` the way static hosts do: `/about` and `/about/` give
// about.html, unknown paths give 404.html with status 404, text is gzipped, the headers of
// `_headers` apply (as on Netlify and Cloudflare Pages), and the site can live under a
// sub-path (BASE_PATH). No dependencies beyond Node.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const root = resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const basePath = (process.env.BASE_PATH ?? '').replace(/\/$/, '');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg', '.webmanifest']);

/** The rules of `_headers` (Netlify / Cloudflare Pages format): a path pattern, then indented headers. */
function readHeaderRules() {
  const file = join(root, '_headers');
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
    } else if (rules.length) {
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

/**
 * Headers `_headers` gives this path; later rules override earlier ones, as on the hosts.
 * Read on every request: a rebuild under a running server rewrites the pages' CSP hashes.
 */
function headersFor(pathname) {
  const headers = {};
  for (const rule of readHeaderRules()) {
    if (matches(rule.pattern, pathname)) for (const [name, value] of rule.headers) headers[name] = value;
  }
  return headers;
}

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No exported site in ${root}: run \`npm run build\` (or \`npm run build:base\` for out-base/) first.`);
  process.exit(1);
}

function isFile(path) {
  return existsSync(path) && statSync(path).isFile();
}

/** The file for a URL path, trying the path itself, `.html` and `/index.html`. */
function resolveFile(pathname) {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, clean);
  if (!base.startsWith(root)) return undefined;
  const trimmed = base.endsWith(sep) ? base.slice(0, -1) : base;
  return [base, `${trimmed}.html`, join(base, 'index.html')].find(isFile);
}

function send(req, res, file, status, pathname) {
  const ext = extname(file);
  const headers = {
    'Content-Type': types[ext] ?? 'application/octet-stream',
    Vary: 'Accept-Encoding',
    ...headersFor(pathname),
  };
  const gzip = compressible.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  if (gzip) headers['Content-Encoding'] = 'gzip';
  res.writeHead(status, headers);
  if (req.method === 'HEAD') return res.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}

const server = createServer((req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' });
    return res.end();
  }
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const notFound = join(root, '404.html');
  if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) return send(req, res, notFound, 404, pathname);
  let file;
  try {
    file = resolveFile(pathname.slice(basePath.length) || '/');
  } catch {
    file = undefined; // a malformed escape in the path
  }
  if (file) return send(req, res, file, 200, pathname);
  send(req, res, notFound, 404, pathname);
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}${basePath}/`);
});
