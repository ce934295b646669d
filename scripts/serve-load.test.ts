/**
 * @jest-environment node
 */
// scripts/serve.ts under load and under change, on loopback: dropped downloads, a rebuild under
// it, many keep-alive clients, trickling and half-open connections.
import { renameSync, rmSync } from 'node:fs';
import { Agent, get } from 'node:http';
import { connect } from 'node:net';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { makeSite, openFiles, request, sleep, statusesOf, servedSite } from './serve-test-site.ts';
import type { Answer } from './serve-test-site.ts';

jest.setTimeout(120_000);

const site = servedSite();

describe('the local server stays up', () => {
  it('closes the file of every download the client drops: 2,000 of them leave no handle open', async () => {
    const before = openFiles(site.server?.pid);
    for (let batch = 0; batch < 40; batch += 1) {
      await Promise.all(
        Array.from(
          { length: 50 },
          () =>
            new Promise((resolve) => {
              const req = get({ host: '127.0.0.1', port: site.port, path: '/big.txt', agent: false }, (res) => {
                res.once('data', () => req.destroy());
              });
              req.on('close', resolve);
              req.on('error', () => {});
            }),
        ),
      );
    }
    await sleep(500);
    expect(openFiles(site.server?.pid)).toBeLessThanOrEqual(before + 5);
    expect((await request(site.port, '/about')).status).toBe(200);
  });

  it('answers 404 in plain text when 404.html is missing', async () => {
    renameSync(join(site.dir, '404.html'), join(site.dir, '404.moved'));
    try {
      const response = await request(site.port, '/no-such-page');
      expect(response.status).toBe(404);
      expect(response.body.toString()).toBe('Not found\n');
    } finally {
      renameSync(join(site.dir, '404.moved'), join(site.dir, '404.html'));
    }
  });

  it('answers every request while the site is rebuilt under it', async () => {
    let rebuilding = true;
    const rebuilds = (async () => {
      for (let round = 0; round < 15; round += 1) {
        rmSync(join(site.dir, '_next'), { recursive: true, force: true });
        for (const file of ['index.html', 'about.html', '404.html', '_headers']) rmSync(join(site.dir, file), { force: true });
        await sleep(5);
        makeSite(site.dir);
        await sleep(5);
      }
      rebuilding = false;
    })();
    const answers: Answer[] = [];
    while (rebuilding) {
      answers.push(...(await Promise.all(['/', '/about', '/no-such-page', '/_next/static/app.js'].map((path) => request(site.port, path)))));
    }
    await rebuilds;
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((answer) => answer.error)).toEqual([]);
    expect(answers.every((answer) => [200, 404].includes(answer.status))).toBe(true);
  });

  it('serves 300 ordinary keep-alive clients without dropping one', async () => {
    const clients = Array.from({ length: 300 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    const visit = (agent: Agent) =>
      new Promise<number | string | undefined>((resolve) => {
        const req = get({ host: '127.0.0.1', port: site.port, path: '/about', agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
        });
        req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code));
      });
    try {
      const answers = await Promise.all(clients.map(async (agent) => {
        const statuses: (number | string | undefined)[] = [];
        for (let i = 0; i < 6; i += 1) statuses.push(await visit(agent));
        return statuses;
      }));
      expect(answers.flat().filter((status) => status !== 200)).toEqual([]);
    } finally {
      for (const agent of clients) agent.destroy();
    }
  });

  it('serves visitors while 270 clients that were answered once trickle their next request', async () => {
    const tricklers: Socket[] = [];
    for (let i = 0; i < 270; i += 1) {
      const socket = connect(site.port, '127.0.0.1', () => socket.write('GET /about HTTP/1.1\r\nHost: localhost\r\n\r\n'));
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
        Array.from({ length: 20 }, () => new Promise<Socket>((resolve) => {
          const socket = connect(site.port, '127.0.0.1', () => resolve(socket));
          socket.on('error', () => {});
        })),
      );
      await sleep(50);
      const answers = await Promise.all(
        visitors.map((socket) => new Promise<number | 'closed'>((resolve) => {
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
    const answer = await new Promise<string>((resolve) => {
      let received = '';
      const socket = connect(site.port, '127.0.0.1', () => socket.write('GET /about HTTP/1.1\r\nHost: localhost\r\n\r\n'));
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
    const flood: Socket[] = [];
    for (let i = 0; i < 1_100; i += 1) {
      const socket = connect(site.port, '127.0.0.1', () => socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: '));
      socket.on('error', () => {});
      flood.push(socket);
      if (i % 100 === 99) await sleep(20);
    }
    await sleep(300);
    try {
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 20 }, () => request(site.port, '/about')));
      expect(answers.map((answer) => answer.error?.code ?? answer.status)).toEqual(Array(20).fill(200));
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      for (const socket of flood) socket.destroy();
    }
  });
});
