/**
 * @jest-environment node
 */
// scripts/serve.mjs under load and under change, on loopback: a child process serving a small
// site made here, with its file limit at the common 1,024 so that a leak or a flood shows.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { Agent, get, request as httpRequest } from 'node:http';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';

jest.setTimeout(120_000);

const page = (title) => `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`;

function makeSite(dir) {
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
function request(port, path, headers = {}) {
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
function exchange(port, payload) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(payload));
    let answer = '';
    socket.on('data', (data) => (answer += data.toString('latin1')));
    socket.on('close', () => resolve(answer));
    socket.on('error', () => {});
  });
}

/** The status line and headers of each answer in a raw exchange. */
const statusesOf = (answer) => [...answer.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));

const openFiles = (pid) => readdirSync(`/proc/${pid}/fd`).length;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

let dir;
let port;
let server;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-'));
  makeSite(dir);
  symlinkSync('/etc/hostname', join(dir, 'outside.txt'));
  port = await freePort();
  server = spawn('bash', ['-c', 'ulimit -n 1024 && exec node scripts/serve.mjs'], {
    env: { ...process.env, OUT_DIR: dir, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (data) => String(data).includes('Serving') && resolve());
    server.on('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
});

afterAll(() => {
  server?.kill();
  rmSync(dir, { recursive: true, force: true });
});

afterEach(() => expect(server.exitCode).toBeNull()); // still up

describe('the local server, as Cloudflare Pages serves', () => {
  it('gives each page one URL: the clean one, with 308 from the others, query kept', async () => {
    expect((await request(port, '/about')).body.toString()).toContain('<h1>About</h1>');
    expect((await request(port, '/')).body.toString()).toContain('<h1>Home</h1>');
    for (const [from, to] of [
      ['/about.html', '/about'],
      ['/about/', '/about'],
      ['/index.html', '/'],
      ['/about.html?ref=x', '/about?ref=x'],
    ]) {
      const response = await request(port, from);
      expect([from, response.status, response.headers.location]).toEqual([from, 308, to]);
    }
  });

  it('answers unknown paths, dotfiles, _headers and links out of the folder with the 404 page, uncached', async () => {
    for (const path of ['/no/such/page', '/.nojekyll', '/_headers', '/outside.txt', '/_next/static/missing.js', '/%E0%A4%A']) {
      const response = await request(port, path);
      expect([path, response.status, response.headers['cache-control']]).toEqual([path, 404, 'no-store']);
      expect(response.body.toString()).toContain('Not found');
    }
  });

  it('never redirects to another host, however the path spells one', async () => {
    for (const target of ['/%2Fevil.example/', '/%2Fevil.example.html', '/%5Cevil.example/', '/%2f%5cevil.example/', '/%252Fevil.example/', '/%2F/evil.example/index.html']) {
      const { status, headers } = await request(port, target);
      expect([target, status, headers.location]).toEqual([target, 308, expect.stringMatching(/^\/evil\.example$|^\/evil\.example\/$/)]);
      expect(new URL(headers.location, 'http://site.test/').host).toBe('site.test');
    }
  });

  it('answers the not-found page’s own names and _headers however spelt with 404, as the hosts do', async () => {
    for (const path of ['/404', '/_not-found', '/%2F_headers', '/%2f%2F_headers']) {
      const response = await request(port, path);
      expect([path, response.status]).toEqual([path, 404]);
      expect(response.body.toString()).toContain('Not found');
    }
    // A target that starts with `//` names a host, as URLs are read: the path is what follows.
    expect((await request(port, '//_headers')).body.toString()).not.toContain('X-Test');
  });

  it('answers HEAD with the headers of GET, Content-Length included', async () => {
    for (const [path, accept] of [['/about', 'gzip'], ['/about', ''], ['/big.txt', '']]) {
      const head = await new Promise((resolve) => {
        httpRequest({ host: '127.0.0.1', port, path, method: 'HEAD', headers: { 'Accept-Encoding': accept }, agent: false }, resolve).end();
      });
      const got = await request(port, path, { 'Accept-Encoding': accept });
      expect([path, accept, head.headers['content-length']]).toEqual([path, accept, got.headers['content-length'] ?? String(got.body.length)]);
      expect(head.headers['content-length']).toBeDefined();
    }
  });

  it('answers what it refuses as Cloudflare does, with the security headers, after what was pipelined before it', async () => {
    const ok = 'GET /about HTTP/1.1\r\nHost: x\r\n\r\n';
    for (const [refused, status] of [
      ['GET //[/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
      ['GET http://[/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
      ['GET http://x:99999/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
      [`GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 414],
      [`GET /${'a'.repeat(40_000)} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`, 414],
      [`GET /about HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(40_000)}\r\nConnection: close\r\n\r\n`, 431],
      [`GET /about HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(100_000)}\r\n\r\n`, 431], // past what the parser reads
      ['POST /about HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n', 400],
      ['PUT /about HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n', 405],
    ]) {
      const answer = await exchange(port, ok + refused);
      expect([refused.slice(0, 30), statusesOf(answer)]).toEqual([refused.slice(0, 30), [200, status]]);
      const refusal = answer.slice(answer.lastIndexOf('HTTP/1.1 ')).replace(/\r\n/g, '\n');
      expect(refusal).toMatch(/^X-Test: every$/m);
      expect(refusal).toMatch(/^Cache-Control: no-store$/m);
    }
  });

  it('applies _headers by path, joining the values of a header that several rules name, as the hosts do', async () => {
    const about = await request(port, '/about');
    expect(about.headers['x-test']).toBe('every, about');
    expect(about.headers['x-page']).toBe('about');
    expect(about.headers['cache-control']).toBe('public, max-age=0, must-revalidate'); // the hosts' default
    expect((await request(port, '/_next/static/app.js')).headers['cache-control']).toBe('immutable');
  });

  it('gzips text only where the client accepts it', async () => {
    const gzipped = await request(port, '/about', { 'Accept-Encoding': 'br, gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.body).toString()).toContain('About');
    for (const refused of ['gzip;q=0', 'identity', '', 'br']) {
      const plain = await request(port, '/about', { 'Accept-Encoding': refused });
      expect([refused, plain.headers['content-encoding']]).toEqual([refused, undefined]);
    }
    expect((await request(port, '/about', { 'Accept-Encoding': '*;q=0.5' })).headers['content-encoding']).toBe('gzip');
  });

  it('answers a revisit with 304 Not Modified, by ETag or by date', async () => {
    const first = await request(port, '/about');
    expect(first.headers.etag).toBeDefined();
    expect((await request(port, '/about', { 'If-None-Match': first.headers.etag })).status).toBe(304);
    expect((await request(port, '/about', { 'If-Modified-Since': first.headers['last-modified'] })).status).toBe(304);
    expect((await request(port, '/about', { 'If-None-Match': 'W/"other"' })).status).toBe(200);
  });
});

describe('the local server stays up', () => {
  it('closes the file of every download the client drops: 2,000 of them leave no handle open', async () => {
    const before = openFiles(server.pid);
    for (let batch = 0; batch < 40; batch += 1) {
      await Promise.all(
        Array.from(
          { length: 50 },
          () =>
            new Promise((resolve) => {
              const req = get({ host: '127.0.0.1', port, path: '/big.txt', agent: false }, (res) => {
                res.once('data', () => req.destroy());
              });
              req.on('close', resolve);
              req.on('error', () => {});
            }),
        ),
      );
    }
    await sleep(500);
    expect(openFiles(server.pid)).toBeLessThanOrEqual(before + 5);
    expect((await request(port, '/about')).status).toBe(200);
  });

  it('answers 404 in plain text when 404.html is missing', async () => {
    renameSync(join(dir, '404.html'), join(dir, '404.moved'));
    try {
      const response = await request(port, '/no-such-page');
      expect(response.status).toBe(404);
      expect(response.body.toString()).toBe('Not found\n');
    } finally {
      renameSync(join(dir, '404.moved'), join(dir, '404.html'));
    }
  });

  it('answers every request while the site is rebuilt under it', async () => {
    let rebuilding = true;
    const rebuilds = (async () => {
      for (let round = 0; round < 15; round += 1) {
        rmSync(join(dir, '_next'), { recursive: true, force: true });
        for (const file of ['index.html', 'about.html', '404.html', '_headers']) rmSync(join(dir, file), { force: true });
        await sleep(5);
        makeSite(dir);
        await sleep(5);
      }
      rebuilding = false;
    })();
    const answers = [];
    while (rebuilding) {
      answers.push(...(await Promise.all(['/', '/about', '/no-such-page', '/_next/static/app.js'].map((path) => request(port, path)))));
    }
    await rebuilds;
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((answer) => answer.error)).toEqual([]);
    expect(answers.every((answer) => [200, 404].includes(answer.status))).toBe(true);
  });

  it('serves 300 ordinary keep-alive clients without dropping one', async () => {
    const clients = Array.from({ length: 300 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    const visit = (agent) =>
      new Promise((resolve) => {
        const req = get({ host: '127.0.0.1', port, path: '/about', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        });
        req.on('error', (error) => resolve(error.code));
      });
    try {
      const answers = await Promise.all(clients.map(async (agent) => {
        const statuses = [];
        for (let i = 0; i < 6; i += 1) statuses.push(await visit(agent));
        return statuses;
      }));
      expect(answers.flat().filter((status) => status !== 200)).toEqual([]);
    } finally {
      for (const agent of clients) agent.destroy();
    }
  });

  it('serves visitors while 270 clients that were answered once trickle their next request', async () => {
    const tricklers = [];
    for (let i = 0; i < 270; i += 1) {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /about HTTP/1.1\r\nHost: localhost\r\n\r\n'));
      socket.on('error', () => {});
      socket.once('data', () => {
        socket.write('GET /about HTTP/1.1\r\nX-Slow: ');
        const timer = setInterval(() => (socket.writable ? socket.write('a') : clearInterval(timer)), 200);
        socket.on('close', () => clearInterval(timer));
      });
      tricklers.push(socket);
    }
    await sleep(1_500);
    try {
      // A page load, as a browser makes it: several connections opened at once, each asked once open.
      const visitors = await Promise.all(
        Array.from({ length: 20 }, () => new Promise((resolve) => {
          const socket = connect(port, '127.0.0.1', () => resolve(socket));
          socket.on('error', () => {});
        })),
      );
      await sleep(50);
      const answers = await Promise.all(
        visitors.map((socket) => new Promise((resolve) => {
          let answer = '';
          if (socket.destroyed) return resolve('closed');
          socket.on('data', (data) => (answer += data.toString('latin1')));
          socket.on('close', () => resolve(statusesOf(answer)[0] ?? 'closed'));
          socket.write('GET /_next/static/app.js HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
        })),
      );
      expect(answers).toEqual(Array(20).fill(200));
    } finally {
      for (const socket of tricklers) socket.destroy();
    }
  });

  it('bounds the time to send headers per request, not per connection', async () => {
    const started = Date.now();
    const answer = await new Promise((resolve) => {
      let received = '';
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /about HTTP/1.1\r\nHost: localhost\r\n\r\n'));
      socket.on('error', () => {});
      socket.on('data', (data) => {
        if (!received) {
          socket.write('GET /about HTTP/1.1\r\nX-Slow: ');
          const timer = setInterval(() => (socket.writable ? socket.write('a') : clearInterval(timer)), 500);
          socket.on('close', () => clearInterval(timer));
        }
        received += data.toString('latin1');
      });
      socket.on('close', () => resolve(received));
      setTimeout(() => socket.destroy(), 20_000);
    });
    expect(statusesOf(answer)).toEqual([200, 408]);
    expect(Date.now() - started).toBeLessThan(13_000); // 10 s for the headers, checked every second
  });

  it('serves visitors through a flood of 1,100 slow, half-open connections', async () => {
    const flood = [];
    for (let i = 0; i < 1_100; i += 1) {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: '));
      socket.on('error', () => {});
      flood.push(socket);
      if (i % 100 === 99) await sleep(20);
    }
    await sleep(300);
    try {
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 20 }, () => request(port, '/about')));
      expect(answers.map((answer) => answer.status ?? answer.error?.code)).toEqual(Array(20).fill(200));
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      for (const socket of flood) socket.destroy();
    }
  });
});
