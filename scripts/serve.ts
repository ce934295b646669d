#!/usr/bin/env node
// Serves the exported site in `out/` as Cloudflare Pages does (the hosts' common ground, and
// what the host-cloudflare tests compare it with): `/about` gives about.html; `/about.html`,
// `/about/` and `/index.html` answer 308 to the clean URL; unknown paths get 404.html with
// status 404; the headers of `_headers` apply; text is gzipped where the client accepts it;
// ETag and Last-Modified make revisits cheap. It can serve under a sub-path (BASE_PATH).
// It is for looking at a build: put TLS (and HSTS) in front before serving it publicly.
import type { Stats } from 'node:fs';
import { open, readFile, realpath, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGzip, gzip } from 'node:zlib';
import { rawAnswer, statusForClientError, trackConnections } from './serve-connections.ts';
import type { ClientError } from './serve-connections.ts';
import { candidateFiles, canonicalPath, notFoundFiles } from './clean-urls.ts';
import { ports } from './ports.ts';
import { acceptsGzip, fileSegments, headersFor, locationOf, parseHeaderRules, requestTarget } from './serve-rules.ts';
import type { HeaderRule } from './serve-rules.ts';

const gzipAsync = promisify(gzip);

const root = resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? ports.start);
const host = process.env.HOST ?? '127.0.0.1';
const basePath = (process.env.BASE_PATH ?? '').replace(/\/$/, '');
/** Above this many open connections, the idlest are closed (slow clients; see serve-connections.ts). */
const maxOpenConnections = Number(process.env.MAX_CONNECTIONS ?? 256);
/** Longest request target and most header bytes answered, as on Cloudflare: longer get 414 and 431. */
const maxUrlLength = 16 * 1024;
const maxHeaderBytes = 32 * 1024;
/** What the parser reads at most before it gives up (431 unread): room above both, so they are told apart. */
const parserLimit = 64 * 1024;

const types: Record<string, string> = {
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
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
};
const compressible = new Set(['.html', '.js', '.css', '.json', '.txt', '.xml', '.svg', '.webmanifest', '.yml', '.wasm']);

/** The export's real path; the server does not start without an exported site there. */
async function exportRoot(dir: string): Promise<string> {
  try {
    const real = await realpath(dir);
    await stat(join(real, 'index.html'));
    return real;
  } catch {
    console.error(`No exported site in ${dir}: run \`npm run build\` (or \`npm run build:base\` for out-base/) first.`);
    process.exit(1);
  }
}
const rootReal = await exportRoot(root);

/** `_headers`, re-read whenever it changes: a rebuild under a running server rewrites the pages' CSP hashes. */
let rulesCache: { mtimeMs: number; rules: HeaderRule[] } = { mtimeMs: -1, rules: [] };
async function headerRules(): Promise<HeaderRule[]> {
  try {
    const { mtimeMs } = await stat(join(root, '_headers'));
    if (mtimeMs !== rulesCache.mtimeMs) rulesCache = { mtimeMs, rules: parseHeaderRules(await readFile(join(root, '_headers'), 'utf8')) };
  } catch {
    rulesCache = { mtimeMs: -1, rules: [] }; // none yet (mid-build), or unreadable: serve without
  }
  return rulesCache.rules;
}

/** The file inside `root` for a site path, or undefined: no dotfiles, no `_headers` or `_redirects`, nothing outside `root` (symlinks included). */
async function fileFor(sitePath: string): Promise<{ path: string; notFound: boolean } | undefined> {
  for (const candidate of candidateFiles(sitePath)) {
    const segments = fileSegments(candidate);
    if (!segments) continue;
    const path = join(root, ...segments);
    try {
      const real = await realpath(path);
      if (real !== rootReal && !real.startsWith(rootReal + sep)) continue;
      if ((await stat(real)).isFile()) return { path: real, notFound: segments.length === 1 && notFoundFiles.includes(segments[0] ?? '') };
    } catch {
      // not there (or gone mid-build): try the next candidate
    }
  }
  return undefined;
}

/** What lets a revisit be answered 304: a tag and a date of the file. */
interface Validators {
  ETag: string;
  'Last-Modified': string;
}

function validators(info: Stats): Validators {
  return { ETag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`, 'Last-Modified': info.mtime.toUTCString() };
}

function notModified(req: IncomingMessage, { ETag, 'Last-Modified': lastModified }: Validators): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  // Weak comparison: the tag stands for the file, gzipped or not.
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  if (ifNoneMatch) return ifNoneMatch.split(',').some((tag) => bare(tag) === bare(ETag) || tag.trim() === '*');
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(Date.parse(lastModified) / 1000) <= Math.floor(since / 1000);
}

/** Files up to this size are read whole (a consistent copy even if a rebuild rewrites them); larger ones stream. */
const wholeFileLimit = 1024 * 1024;

async function sendFile(req: IncomingMessage, res: ServerResponse, { path }: { path: string }, status: number, headers: Record<string, string>): Promise<void> {
  // An open file stays readable even if a rebuild deletes it meanwhile.
  const handle = await open(path, 'r');
  try {
    const info = await handle.stat();
    const ext = extname(path);
    const gzip = compressible.has(ext) && acceptsGzip(req.headers['accept-encoding']);
    const cacheable = status === 200 ? validators(info) : undefined;
    const head = {
      'Content-Type': types[ext] ?? 'application/octet-stream',
      ...(compressible.has(ext) ? { Vary: 'Accept-Encoding' } : {}),
      ...(cacheable ?? {}),
      ...headers,
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    };
    if (cacheable && notModified(req, cacheable)) return void res.writeHead(304, head).end();
    // A HEAD answer has the headers of GET's, Content-Length included (Node sends no body for HEAD).
    if (info.size <= wholeFileLimit) {
      const data = gzip ? await gzipAsync(await handle.readFile()) : await handle.readFile();
      return void res.writeHead(status, { ...head, 'Content-Length': data.length }).end(data);
    }
    res.writeHead(status, gzip ? head : { ...head, 'Content-Length': info.size });
    if (req.method === 'HEAD') return void res.end();
    // pipeline ends the read when the client goes away mid-download; the handle closes below.
    const stream = handle.createReadStream({ autoClose: false });
    await (gzip ? pipeline(stream, createGzip(), res) : pipeline(stream, res));
  } finally {
    await handle.close();
  }
}

/** A file found a moment ago and deleted since (a rebuild) is simply not there; any other error stands. */
function ifGone(error: unknown): false {
  if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return false;
  throw error;
}

/** What an answer with no page behind it carries: the `_headers` rules for all paths (the security headers), never cached. */
const errorHeaders = (rules: readonly HeaderRule[]): Record<string, string> => ({ ...headersFor(rules.filter(({ pattern }) => pattern === '/*'), '/'), 'Cache-Control': 'no-store' });

/** An answer with no page behind it (400, 404 without 404.html, 405, 414, 431, 500): plain text. */
async function plainError(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}): Promise<void> {
  const headers = { ...errorHeaders(await headerRules()), 'Content-Type': 'text/plain; charset=utf-8', ...extra };
  res.writeHead(status, headers).end(`${text}\n`);
}

async function notFound(req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> {
  // As on Cloudflare Pages: the rules of the path asked for (its policy is in the page's <meta>),
  // but never an asset's year-long caching.
  const headers = { ...headersFor(await headerRules(), pathname), 'Cache-Control': 'no-store' };
  const page = await fileFor('/404.html');
  if (page && (await sendFile(req, res, page, 404, headers).then(() => true, ifGone))) return;
  await plainError(res, 404, 'Not found');
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if ((req.url ?? '').length > maxUrlLength) return plainError(res, 414, 'URI too long');
  if (req.rawHeaders.reduce((bytes, part) => bytes + part.length + 2, 0) > maxHeaderBytes) return plainError(res, 431, 'Request header fields too large');
  if (req.method !== 'GET' && req.method !== 'HEAD') return plainError(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
  const target = requestTarget(req.url);
  if (!target) return plainError(res, 400, 'Bad request');
  const { path: pathname, rawPath, search } = target;
  if (pathname === undefined) return notFound(req, res, rawPath); // a malformed escape
  const redirect = canonicalPath(pathname, basePath);
  if (redirect) {
    const headers = headersFor(await headerRules(), pathname);
    return void res.writeHead(308, { ...headers, Location: locationOf(redirect, search) }).end();
  }
  if (basePath && !pathname.startsWith(`${basePath}/`)) return notFound(req, res, pathname);
  const file = await fileFor(pathname.slice(basePath.length) || '/');
  if (!file || file.notFound) return notFound(req, res, pathname); // `/404` too, as the hosts answer it
  const sent = await sendFile(req, res, file, 200, headersFor(await headerRules(), pathname)).then(() => true, ifGone);
  if (!sent) return notFound(req, res, pathname);
}

// Headers must arrive within 10 s of each request's first byte (checked every second, not at
// Node's default 30 s) and a request within 30 s; idle keep-alive sockets close after 5 s.
const server = createServer({ maxHeaderSize: parserLimit, connectionsCheckingInterval: 1_000 }, (req, res) => {
  handle(req, res).catch(() => {
    // Anything unforeseen (the disk, a file gone mid-build, the client gone): answer, never crash.
    if (!res.headersSent) plainError(res, 500, 'Server error').catch(() => res.destroy());
    else res.destroy();
  });
});
server.headersTimeout = 10_000;
server.requestTimeout = 30_000;
server.keepAliveTimeout = 5_000;
// A client that stops reading: once nothing has moved either way for 30 s (STALL_MS; its window
// full, the answer stuck), the connection closes, rather than held forever.
server.timeout = Number(process.env.STALL_MS ?? 30_000);
const afterAnswers = trackConnections(server, { limit: maxOpenConnections });
// A request the parser refuses (too long, malformed, too slow) is answered as Cloudflare
// answers it, after whatever was pipelined before it on the connection, which is answered first.
server.on('clientError', (error: ClientError, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  afterAnswers(socket, () => {
    if (socket.writable) socket.end(rawAnswer(statusForClientError(error), errorHeaders(rulesCache.rules)));
    else socket.destroy();
  });
});

server.listen(port, host, () => {
  console.log(`Serving ${root} at http://${host}:${port}${basePath}/`);
});
