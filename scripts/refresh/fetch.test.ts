/**
 * @jest-environment node
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { listen } from '../tools/listen';
import { FeedError } from './feed';
import { fetchChecked, hopRefusal, isPublicAddress, shown } from './fetch';

// How the feed refresh reaches the network (scripts/refresh/fetch.ts), against real servers on
// this machine: every redirect held to the feed's rule, limits enforced while reading, every
// failure one line naming the address without its secrets.

type Handler = (request: IncomingMessage, response: ServerResponse) => void;
const servers: Server[] = [];

async function serve(handler: Handler): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  return `http://127.0.0.1:${await listen(server)}`;
}
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));

const limits = { maxBytes: 1000, timeoutMs: 2000, maxRedirects: 3 };

/** What fetching `path` from `origin` (as a feed there) says: its body, or its one-line refusal. */
async function outcome(origin: string, path: string, overrides: Partial<typeof limits> = {}): Promise<string> {
  try {
    const { bytes } = await fetchChecked(new URL(path, origin), new URL('/feed.xml', origin), 'the feed', { ...limits, ...overrides });
    return `body: ${bytes.toString()}`;
  } catch (error) {
    if (!(error instanceof FeedError)) throw error;
    expect(error.message).not.toContain('\n');
    return error.message;
  }
}

describe('every hop is held to the rule the feed is held to', () => {
  it('takes https on public addresses, and on this machine only the feed’s own origin', () => {
    const feed = new URL('https://feeds.example.com/show.xml');
    expect(hopRefusal(new URL('https://cdn.example.net/cover.jpg'), feed)).toBeUndefined();
    for (const bad of [
      'http://cdn.example.net/a.jpg',
      'https://127.0.0.1/a',
      'https://localhost/a',
      'https://[::1]/a',
      'https://169.254.169.254/latest/meta-data',
      'https://10.0.0.5/a',
      'https://192.168.1.1/a',
      'https://[fd00::1]/a',
      'https://[::ffff:127.0.0.1]/a',
      'https://a.localhost/a',
    ]) {
      expect(hopRefusal(new URL(bad), feed)).toBeDefined();
    }
    const local = new URL('http://127.0.0.1:4000/show.xml');
    expect(hopRefusal(new URL('http://127.0.0.1:4000/cover.jpg'), local)).toBeUndefined();
    expect(hopRefusal(new URL('http://127.0.0.1:4001/secret'), local)).toMatch(/leads away from the feed's own server/);
    expect(isPublicAddress('93.184.215.14')).toBe(true);
    expect(isPublicAddress('100.64.0.1')).toBe(false);
    expect(isPublicAddress('::ffff:127.0.0.1')).toBe(false);
  });

  it('follows a redirect on the feed’s own server, but not one to another port, to link-local or to a LAN address; nothing is read from there', async () => {
    let secretAsked = false;
    const secret = await serve((_, response) => {
      secretAsked = true;
      response.end('INTERNAL-SECRET token=abc');
    });
    const origin = await serve((request, response) => {
      const to: Record<string, string> = {
        '/here': '/cover',
        '/port': `${secret}/x`,
        '/metadata': 'http://169.254.169.254/latest/meta-data',
        '/lan': 'http://192.168.1.20/',
        '/loop': '/loop',
      };
      const target = to[request.url ?? ''];
      if (target) response.writeHead(302, { Location: target }).end();
      else response.end('cover bytes');
    });
    expect(await outcome(origin, '/here')).toBe('body: cover bytes');
    expect(await outcome(origin, '/port')).toMatch(
      /^the feed is redirected to an address that leads away from the feed's own server on this machine, to http:\/\/127\.0\.0\.1:\d+\/x$/,
    );
    expect(await outcome(origin, '/metadata')).toMatch(/leads away .* to http:\/\/169\.254\.169\.254\/latest\/meta-data$/);
    expect(await outcome(origin, '/lan')).toMatch(/leads away .* to http:\/\/192\.168\.1\.20\/$/);
    expect(await outcome(origin, '/loop')).toMatch(/^the feed is redirected more than 3 times/);
    expect(secretAsked).toBe(false);
  });
});

describe('bodies are read against their limit, and every failure is one line', () => {
  it('refuses a body past its limit while it arrives, with or without a stated length', async () => {
    let sent = 0;
    const origin = await serve((request, response) => {
      if (request.url === '/stated') response.writeHead(200, { 'Content-Length': '5000000' });
      const timer = setInterval(() => {
        sent += 500;
        if (!response.write(Buffer.alloc(500, 97)) || sent > 1_000_000) clearInterval(timer);
      }, 1);
      response.on('close', () => clearInterval(timer));
    });
    expect(await outcome(origin, '/endless')).toBe('the feed is more than 0.0 MB; at most 0.0 MB');
    expect(sent).toBeLessThan(100_000); // it stopped reading: the server was not drained
    expect(await outcome(origin, '/stated')).toBe('the feed is 5.0 MB; at most 0.0 MB');
  });

  it('refuses what comes compressed though none was asked for (a small gzip can hide gigabytes)', async () => {
    const origin = await serve((request, response) => {
      expect(request.headers['accept-encoding']).toBe('identity');
      response.writeHead(200, { 'Content-Encoding': 'gzip' }).end(gzipSync(Buffer.alloc(100_000)));
    });
    expect(await outcome(origin, '/bomb')).toMatch(/^the feed came compressed \(gzip\) from http:\/\/127\.0\.0\.1:\d+\/bomb, though none was asked for$/);
  });

  it('says so when the answer is cut short or never comes', async () => {
    const origin = await serve((request, response) => {
      if (request.url === '/cut') {
        response.writeHead(200, { 'Content-Length': '800' }).write('only part');
        setTimeout(() => response.destroy(), 20);
      }
      if (request.url === '/trickle') {
        response.writeHead(200, { 'Content-Type': 'application/rss+xml' }).write('<rss><channel><title>Show</title>');
        const drip = setInterval(() => response.write(' '), 20);
        setTimeout(() => (clearInterval(drip), response.end('</channel></rss>')), 600);
      }
      // '/silent': never answered
    });
    expect(await outcome(origin, '/trickle', { timeoutMs: 300 })).toMatch(
      /^the feed could not be read from http:\/\/127\.0\.0\.1:\d+\/trickle: no whole answer within 0\.3 s$/,
    );
    expect(await outcome(origin, '/cut')).toMatch(
      /^the feed (could not be read from http:\/\/127\.0\.0\.1:\d+\/cut: the connection closed before all of it arrived|arrived cut short \(9 of 800 bytes\))$/,
    );
    expect(await outcome(origin, '/silent', { timeoutMs: 300 })).toMatch(
      /^the feed could not be fetched from http:\/\/127\.0\.0\.1:\d+\/silent: no answer within 0\.3 s$/,
    );
  });

  it('never prints an address’s user name, password, query or fragment', async () => {
    expect(shown(new URL('https://oj:hunter2@feeds.example.com/show.xml?token=s3cret#x'))).toBe('https://feeds.example.com/show.xml');
    const origin = await serve((_, response) => response.writeHead(404).end());
    const answer = await outcome(origin.replace('http://', 'http://oj:hunter2@'), '/show.xml?token=s3cret');
    expect(answer).toMatch(/HTTP 404$/);
    expect(answer).not.toMatch(/hunter2|s3cret|oj:/);
  });
});
