// A podcast host on this machine for the refresh's tests and the all-services build: the files
// of scripts/test/feeds/ over real HTTP, with their types. Nothing else answers (a missing feed is a 404).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { listen } from '../../tools/listen.ts';

/** This folder, from the project's root (where the tests and the build run). */
const dir = 'scripts/test/feeds';
const types: Record<string, string> = {
  '.xml': 'application/rss+xml',
  '.html': 'text/html',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.vtt': 'text/vtt',
  '.srt': 'application/x-subrip',
  '.json': 'application/json',
  '.txt': 'text/plain',
};

/** Serves the feeds on `port` (0: any free one) until `close()`. */
export async function serveFeeds(port = 0): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname)).replace(/^(\.\.[/\\])+/, '');
    readFile(join(dir, path)).then(
      (body) => res.writeHead(200, { 'Content-Type': types[extname(path)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found'),
    );
  });
  const bound = await listen(server, port);
  return { origin: `http://127.0.0.1:${bound}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
