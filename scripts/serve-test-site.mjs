// The site and the clients that scripts/serve.mjs's tests share (serve.test.mjs, what it answers;
// serve-load.test.mjs, how it holds up): a child process serving a small site made here, with
// its file limit at the common 1,024 so that a leak or a flood shows.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const page = (title) => `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

export function makeSite(dir) {
  mkdirSync(join(dir, '_next', 'static'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), page('Home'));
  writeFileSync(join(dir, 'about.html'), page('About'));
  writeFileSync(join(dir, '404.html'), page('Not found'));
  writeFileSync(join(dir, '_not-found.html'), page('Not found'));
  writeFileSync(join(dir, '_next', 'static', 'app.js'), 'console.log(1);\n'.repeat(10));
  writeFileSync(join(dir, 'big.txt'), 'A line of text that repeats.\n'.repeat(80_000)); // about 2.3 MB
  writeFileSync(join(dir, '.nojekyll'), '');
  writeFileSync(join(dir, '_headers'), '/*\n  X-Test: every\n/_next/static/*\n  Cache-Control: immutable\n/about\n  X-Page: about\n  X-Test: about\n');
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A plain GET: status, headers and body, or the network error. */
export function request(port, path, headers = {}) {
  return new Promise((resolve) => {
    const req = get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', (error) => resolve({ error }));
    });
    req.on('error', (error) => resolve({ error }));
  });
}

/** Writes `payload` to a new connection and resolves with everything answered until it closes. */
export function exchange(port, payload) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(payload));
    let answer = '';
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => {});
  });
}

/** The status line and headers of each answer in a raw exchange. */
export const statusesOf = (answer) => [...answer.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));

export const openFiles = (pid) => readdirSync(`/proc/${pid}/fd`).length;
export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Serves a fresh copy of the site for the test file that calls it, and checks after each test
 * that the server is still up. The returned object fills in before the first test runs.
 */
export function servedSite() {
  const site = { dir: '', port: 0, server: undefined };
  beforeAll(async () => {
    site.dir = mkdtempSync(join(tmpdir(), 'serve-'));
    makeSite(site.dir);
    symlinkSync('/etc/hostname', join(site.dir, 'outside.txt'));
    site.port = await freePort();
    site.server = spawn('bash', ['-c', 'ulimit -n 1024 && exec node scripts/serve.mjs'], {
      env: { ...process.env, OUT_DIR: site.dir, PORT: String(site.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise((resolve, reject) => {
      site.server.stdout.on('data', (data) => String(data).includes('Serving') && resolve());
      site.server.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    });
  });
  afterAll(() => {
    site.server?.kill();
    rmSync(site.dir, { recursive: true, force: true });
  });
  afterEach(() => expect(site.server.exitCode).toBeNull()); // still up
  return site;
}
