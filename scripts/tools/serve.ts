#!/usr/bin/env node
// `npm start`, `npm run serve`, and the tests' servers: an export on loopback as Cloudflare Pages serves
// it, with express's `send` and `compression`; ours are only the clean URLs and `_headers` (docs/decisions/0008).
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { join, sep } from 'node:path';
import compression from 'compression';
import express from 'express';
import type { Request, Response } from 'express';
import { readBuildConfig } from '#model/buildConfig.ts';
import { candidateFiles, canonicalPath, notFoundFiles } from '../pipeline/clean-urls.ts';
import { ports } from '../pipeline/ports.ts';
import { fileSegments, headersFor, locationOf, parseHeaderRules, requestTarget, type HeaderRule } from './serve-rules.ts';

const root = process.env.OUT_DIR ?? 'out';
const port = Number(process.env.PORT ?? ports.start);
// The sub-path the export was built for (out-base/ is built with BASE_PATH=/oj), checked as a build checks it.
const basePath = readBuildConfig({ BASE_PATH: process.env.BASE_PATH }).BASE_PATH ?? '';

let rootReal: string;
try {
  rootReal = realpathSync(root);
  statSync(join(rootReal, 'index.html'));
} catch {
  console.error(`No exported site in ${root}: run \`npm run build\` (or \`npm run build:base\` for out-base/) first.`);
  process.exit(1);
}

/** `_headers`' rules, read again when the file changes: a rebuild under a running server rewrites the pages' hashes. */
let rules: { mtimeMs: number; parsed: HeaderRule[] } = { mtimeMs: -1, parsed: [] };
function headersOf(pathname: string): Record<string, string> {
  try {
    const file = join(rootReal, '_headers');
    const { mtimeMs } = statSync(file);
    if (mtimeMs !== rules.mtimeMs) rules = { mtimeMs, parsed: parseHeaderRules(readFileSync(file, 'utf8')) };
  } catch {
    rules = { mtimeMs: -1, parsed: [] }; // none (yet): serve without
  }
  return headersFor(rules.parsed, pathname);
}

/** The file inside the export for a site path: no dotfiles, no `_headers` or `_redirects`, nothing a link leads out of it to. */
function fileFor(sitePath: string): { path: string; notFound: boolean } | undefined {
  for (const candidate of candidateFiles(sitePath)) {
    const segments = fileSegments(candidate);
    if (!segments) continue;
    try {
      const real = realpathSync(join(rootReal, ...segments));
      if (real.startsWith(rootReal + sep) && statSync(real).isFile()) return { path: real, notFound: notFoundFiles.includes(segments.at(-1) ?? '') };
    } catch {
      // not there: the next candidate
    }
  }
  return undefined;
}

/** As Cloudflare serves `podcast/index.html` at `/podcast/`; the site never writes one (model/reservedNames.ts), a journey would see it. */
function folderPage(sitePath: string): { folder: string; path: string } | undefined {
  const folder = sitePath.replace(/\/(index(\.html)?)?$/, '');
  if (!folder || folder === sitePath) return undefined;
  const page = fileFor(`${folder}/index.html`);
  return page && { folder: `${folder}/`, path: page.path };
}

/** The not-found page nearest the path, as Cloudflare Pages looks for one: `podcast/404.html` for `/podcast/x`, else `404.html`. */
function nearestNotFound(sitePath: string): string | undefined {
  const folders = sitePath.split('/').slice(1, -1);
  for (let depth = folders.length; depth >= 0; depth -= 1) {
    const page = fileFor(`/${[...folders.slice(0, depth), '404.html'].join('/')}`);
    if (page) return page.path;
  }
  return undefined;
}

/** The not-found page with status 404 and the path's headers, never cached (as on Cloudflare Pages). */
function notFound(res: Response, pathname: string): void {
  const page = nearestNotFound(pathname.slice(basePath.length) || '/');
  res.status(404).set({ ...headersOf(pathname), 'Cache-Control': 'no-store' });
  if (page) res.sendFile(page, { etag: false, lastModified: false, dotfiles: 'allow' });
  else res.type('text/plain').send('Not found\n');
}

// The one type `send`'s table lacks: the owner's photos are AVIF first.
express.static.mime.define({ 'image/avif': ['avif'] });

const app = express();
app.disable('x-powered-by');
// Every text answer, however short, as Cloudflare compresses it.
app.use(compression({ threshold: 0 }));
app.use((req: Request, res: Response) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return void res.status(405).set('Allow', 'GET, HEAD').type('text/plain').send('Method not allowed\n');
  const target = requestTarget(req.originalUrl);
  if (!target) return void res.status(400).type('text/plain').send('Bad request\n');
  const { path: pathname, rawPath, search } = target;
  if (pathname === undefined) return notFound(res, rawPath); // a malformed escape
  const folder = folderPage(pathname.slice(basePath.length));
  if (folder && !pathname.endsWith('/'))
    return void res
      .status(308)
      .set({ ...headersOf(pathname), Location: locationOf(`${basePath}${folder.folder}`, search) })
      .end();
  if (folder) return void res.set(headersOf(pathname)).sendFile(folder.path, { cacheControl: false, dotfiles: 'allow' });
  const redirect = canonicalPath(pathname, basePath);
  if (redirect)
    return void res
      .status(308)
      .set({ ...headersOf(pathname), Location: locationOf(redirect, search) })
      .end();
  if (basePath && !pathname.startsWith(`${basePath}/`)) return notFound(res, pathname);
  const file = fileFor(pathname.slice(basePath.length) || '/');
  if (!file || file.notFound) return notFound(res, pathname); // `/404` too, as the hosts answer it
  res.set(headersOf(pathname)).sendFile(file.path, { cacheControl: false, dotfiles: 'allow' }, (error) => {
    if (error && !res.headersSent) notFound(res, pathname); // gone mid-rebuild
  });
});

// Loopback only: a build is looked at on this machine; to publish it, deploy it to a host.
app.listen(port, '127.0.0.1', () => console.log(`Serving ${root} at http://127.0.0.1:${port}${basePath}/`));
