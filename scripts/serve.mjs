#!/usr/bin/env node
// Serves the exported site in `out/` as Cloudflare Pages does (the hosts' common ground, and
// what the host-cloudflare tests compare it with): `/about` gives about.html; `/about.html`,
// `/about/` and `/index.html` answer 308 to the clean URL; unknown paths get 404.html with
// status 404; the headers of `_headers` apply; text is gzipped where the client accepts it;
// ETag and Last-Modified make revisits cheap. It can serve under a sub-path (BASE_PATH).
// It is for looking at a build: put TLS (and HSTS) in front before serving it publicly.
import { open, readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip, gzip } from 'node:zlib';
import { acceptsGzip, canonicalPath, headersFor, parseHeaderRules } from './serve-rules.mjs';

const gzipAsync = promisify(gzip);

const root = resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const basePath = (process.env.BASE_PATH ?? '').replace(/\/$/, '');
/** Above this many open connections, those still waiting for their first request are closed (slow clients). */
const maxOpenConnections = Number(process.env.MAX_CONNECTIONS ?? 256);

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
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg', '.webmanifest']);

/** `_headers`, re-read whenever it changes: a rebuild under a running server rewrites the pages' CSP hashes. */
let rulesCache = { mtimeMs: -1, rules: [] };
async function headerRules() {
  try {
    const { mtimeMs } = await stat(join(root, '_headers'));
    if (mtimeMs !== rulesCache.mtimeMs) rulesCache = { mtimeMs, rules: parseHeaderRules(await readFile(join(root, '_headers'), 'utf8')) };
  } catch {
    rulesCache = { mtimeMs: -1, rules: [] }; // none yet (mid-build), or unreadable: serve without
  }
  return rulesCache.rules;
}

/** The file inside `root` for a site path, or undefined: no dotfiles, no `_headers`, nothing outside `root` (symlinks included). */
async function fileFor(sitePath) {
  const candidates = sitePath === '/' ? ['/index.html'] : [sitePath, `${sitePath}.html`];
  for (const candidate of candidates) {
    const segments = candidate.split('/').filter(Boolean);
    if (segments.some((s) => s.startsWith('.') || s.includes('\\') || s.includes('\0')) || candidate === '/_headers') continue;
    const path = join(root, ...segments);
    try {
      const real = await realpath(path);
      if (real !== rootReal && !real.startsWith(rootReal + sep)) continue;
      if ((await stat(real)).isFile()) return { path: real };
    } catch {
      // not there (or gone mid-build): try the next candidate
    }
  }
  return undefined;
}

function validators(info) {
  return { ETag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`, 'Last-Modified': info.mtime.toUTCString() };
}

function notModified(req, { ETag, 'Last-Modified': lastModified }) {
  const ifNoneMatch = req.headers['if-none-match'];
  // Weak comparison: the tag stands for the file, gzipped or not.
  const bare = (tag) => tag.trim().replace(/^W\//, '');
  if (ifNoneMatch) return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(ETag) || tag.trim() === '*');
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(Date.parse(lastModified) / 1000) <= Math.floor(since / 1000);
}

/** Files up to this size are read whole (a consistent copy even if a rebuild rewrites them); larger ones stream. */
const wholeFileLimit = 1024 * 1024;

async function sendFile(req, res, { path }, status, headers) {
  // An open file stays readable even if a rebuild deletes it meanwhile.
  const handle = await open(path, 'r');
  try {
    const info = await handle.stat();
    const ext = extname(path);
    const gzip = compressible.has(ext) && acceptsGzip(req.headers['accept-encoding']);
    const cacheable = status === 200 ? validators(info) : {};
    const head = {
      'Content-Type': types[ext] ?? 'application/octet-stream',
      ...(compressible.has(ext) ? { Vary: 'Accept-Encoding' } : {}),
      ...cacheable,
      ...headers,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    };
    if (status === 200 && notModified(req, cacheable)) return void res.writeHead(304, head).end();
    if (req.method === 'HEAD') return void res.writeHead(status, head).end();
    if (info.size <= wholeFileLimit) {
      const body = gzip ? await gzipAsync(await handle.readFile()) : await handle.readFile();
      return void res.writeHead(status, { ...head, 'Content-Length': body.length }).end(body);
    }
    res.writeHead(status, head);
    // pipeline ends the read when the client goes away mid-download; the handle closes below.
    await pipeline(handle.createReadStream({ autoClose: false }), ...(gzip ? [createGzip()] : []), res);
  } finally {
    await handle.close();
  }
}

/** A file found a moment ago and deleted since (a rebuild) is simply not there; any other error stands. */
function ifGone(error) {
  if (error?.code === 'ENOENT') return false;
  throw error;
}

async function notFound(req, res, pathname) {
  // As on Cloudflare Pages: the rules of the path asked for (its policy is in the page's <meta>),
  // but never an asset's year-long caching.
  const headers = { ...headersFor(await headerRules(), pathname), 'Cache-Control': 'no-store' };
  const page = await fileFor('/404.html');
  if (page && (await sendFile(req, res, page, 404, headers).then(() => true, ifGone))) return;
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not found\n');
}

async function handle(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { Allow: 'GET, HEAD' }).end();
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return notFound(req, res, url.pathname); // a malformed escape
  }
  const redirect = canonicalPath(pathname, basePath);
  if (redirect) {
    const headers = headersFor(await headerRules(), pathname);
    return void res.writeHead(308, { ...headers, Location: `${encodeURI(redirect)}${url.search}` }).end();
  }
  if (basePath && !pathname.startsWith(`${basePath}/`)) return notFound(req, res, pathname);
  const file = await fileFor(pathname.slice(basePath.length) || '/');
  const sent = file && (await sendFile(req, res, file, 200, headersFor(await headerRules(), pathname)).then(() => true, ifGone));
  if (!sent) return notFound(req, res, pathname);
}

let rootReal;
try {
  rootReal = await realpath(root);
  await stat(join(rootReal, 'index.html'));
} catch {
  console.error(`No exported site in ${root}: run \`npm run build\` (or \`npm run build:base\` for out-base/) first.`);
  process.exit(1);
}

const server = createServer((req, res) => {
  req.socket.servedRequest = true;
  handle(req, res).catch(() => {
    // Anything unforeseen (the disk, a file gone mid-build, the client gone): answer, never crash.
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Server error\n');
    else res.destroy();
  });
});
// Slow clients: headers must arrive within 10 s and a request within 30 s; idle keep-alive
// sockets close after 5 s; and when connections pile up, the ones that have not yet sent a
// request are closed first, so a flood of half-open connections cannot starve real visitors.
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;
server.keepAliveTimeout = 5_000;
const sockets = new Set();
server.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
  if (sockets.size <= maxOpenConnections) return;
  for (const waiting of sockets) {
    if (sockets.size <= maxOpenConnections) break;
    if (waiting !== socket && !waiting.servedRequest) waiting.destroy();
  }
});
server.on('clientError', (_error, socket) => socket.destroy());

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}${basePath}/`);
});
