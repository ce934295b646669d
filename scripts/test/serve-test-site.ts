// The site and the clients that scripts/tools/serve.ts's tests share (serve.test.ts, what it answers;
// serve-load.test.ts, how it holds up): a child process serving a small site made here, with
// its file limit at the common 1,024 so that a leak or a flood shows.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listen } from '../tools/listen.ts';

const page = (title: string): string => `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

export function makeSite(dir: string): void {
  mkdirSync(join(dir, '_next', 'static'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), page('Home'));
  writeFileSync(join(dir, 'about.html'), page('About'));
  writeFileSync(join(dir, '404.html'), page('Not found'));
  writeFileSync(join(dir, '_not-found.html'), page('Not found'));
  // A folder with pages a host gives a meaning to, as an episode titled "Index" or "404" once made.
  mkdirSync(join(dir, 'show'));
  writeFileSync(join(dir, 'show.html'), page('Show'));
  writeFileSync(join(dir, 'show', 'index.html'), page('Episode called Index'));
  writeFileSync(join(dir, 'show', '404.html'), page('Episode called 404'));
  writeFileSync(join(dir, '_next', 'static', 'app.js'), 'console.log(1);\n'.repeat(10));
  writeFileSync(join(dir, 'big.txt'), 'A line of text that repeats.\n'.repeat(80_000)); // about 2.3 MB
  writeFileSync(join(dir, '.nojekyll'), '');
  writeFileSync(join(dir, '_headers'), '/*\n  X-Test: every\n/_next/static/*\n  Cache-Control: immutable\n/about\n  X-Page: about\n  X-Test: about\n');
}

async function freePort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A plain GET's answer; where a network error stopped it, that error (and status 0, no headers, no body). */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  error?: NodeJS.ErrnoException;
}

/** A plain GET: status, headers and body, or the network error. */
export function request(port: number, path: string, headers: OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const failed = (error: Error) => resolve({ status: 0, headers: {}, body: Buffer.alloc(0), error });
    const req = get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', failed);
    });
    req.on('error', failed);
  });
}

/** The site a test file serves: its folder, its port, and the server's process once started. */
export interface ServedSite {
  dir: string;
  port: number;
  server?: ChildProcess;
}

/**
 * Serves a fresh copy of the site for the test file that calls it, and checks after each test
 * that the server is still up. The returned object fills in before the first test runs.
 */
export function servedSite(env: Record<string, string> = {}): ServedSite {
  const site: ServedSite = { dir: '', port: 0 };
  beforeAll(async () => {
    site.dir = mkdtempSync(join(tmpdir(), 'serve-'));
    makeSite(site.dir);
    symlinkSync('/etc/hostname', join(site.dir, 'outside.txt'));
    site.port = await freePort();
    const server = spawn(process.execPath, ['scripts/tools/serve.ts'], {
      env: { ...process.env, OUT_DIR: site.dir, PORT: String(site.port), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    site.server = server;
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (data) => String(data).includes('Serving') && resolve());
      server.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    });
  });
  afterAll(() => {
    site.server?.kill();
    rmSync(site.dir, { recursive: true, force: true });
  });
  afterEach(() => expect(site.server?.exitCode).toBeNull()); // still up
  return site;
}
