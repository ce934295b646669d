// A stand-in for Plausible's events API (POST /api/event) for the analytics journeys: over real
// HTTP on loopback it answers as Plausible does (202, CORS open) and records every event as it
// arrived, with whether a cookie came along.
//
// Journeys run in parallel, so events are filed by a token the test puts in its browser's
// User-Agent (`… oj-test/TOKEN`); `GET /__control/TOKEN` returns what arrived for it.
// Run: node e2e/events-backend/server.ts
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readBody } from '../readBody.ts';
import { ports } from '../../scripts/pipeline/ports.ts';

/** One event as the tracker sent it, and what came with the request. */
export interface ReceivedEvent {
  /** Event name: `pageview`, a goal, `Outbound Link: Click`… */
  n: string;
  /** Page URL. */
  u: string;
  /** Domain as registered. */
  d: string;
  /** The referring site, as sent. */
  r?: string | null;
  /** Custom properties. */
  p?: Record<string, string>;
  /** Whether the request carried a Cookie header. */
  cookie: boolean;
  /** The request's Content-Type. */
  contentType: string;
}

const port = Number(process.env.PORT ?? ports.eventsBackend);
const maxBody = 16 * 1024;
const events = new Map<string, ReceivedEvent[]>();
const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type' };

async function event(req: IncomingMessage, res: ServerResponse) {
  const body = JSON.parse(await readBody(req, maxBody));
  // A request sent as a page is left carries the browser's own User-Agent, not the one the test
  // set: such a test names itself in the page's address instead (`utm_source=oj-test-<token>`).
  const token = /oj-test\/([\w-]+)/.exec(req.headers['user-agent'] ?? '')?.[1] ?? /[?&]utm_source=oj-test-([\w-]+)/.exec(String(body.u))?.[1] ?? 'unknown';
  if (!events.has(token) && events.size > 5_000) events.clear();
  const list = events.get(token) ?? [];
  list.push({
    n: body.n,
    u: body.u,
    d: body.d,
    r: body.r,
    ...(body.p ? { p: body.p } : {}),
    cookie: req.headers.cookie !== undefined,
    contentType: req.headers['content-type'] ?? '',
  });
  events.set(token, list);
  res.writeHead(202, { ...cors, 'Content-Type': 'text/plain' }).end('ok');
}

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const token = /^\/__control\/([\w-]+)$/.exec(pathname)?.[1];
  const handle =
    req.method === 'OPTIONS'
      ? Promise.resolve(void res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'POST' }).end())
      : token
        ? Promise.resolve(void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(events.get(token) ?? [])))
        : req.method === 'POST' && pathname === '/api/event'
          ? event(req, res)
          : Promise.resolve(void res.writeHead(404, cors).end());
  handle.catch(() => {
    if (!res.headersSent) res.writeHead(400, cors).end('bad request');
  });
});

server.headersTimeout = 10_000;
server.listen(port, '127.0.0.1', () => console.log(`Events stand-in at http://127.0.0.1:${port}/api/event`));
