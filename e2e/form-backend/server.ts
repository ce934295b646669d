// A stand-in form backend for the delivery journeys: it speaks Formspree's API (an ordinary
// form POST; JSON to `Accept: application/json`, else a 303 to `_next`) over real HTTP on
// loopback, records what it receives, and can be told how to answer.
//
// Journeys run in parallel, so everything is keyed by a token the test puts in the email
// field (`ada+TOKEN@example.com`): `PUT /__control/TOKEN` with a mode sets how that test's
// submissions are answered, `GET /__control/TOKEN` returns what arrived. Run: node e2e/form-backend/server.ts
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readBody } from '../readBody.ts';
import { ports } from '../../scripts/pipeline/ports.ts';

/** How to answer a submission. */
export type BackendMode = 'ok' | 'slow' | 'error' | 'drop' | 'hang' | 'redirect';
const modes: readonly BackendMode[] = ['ok', 'slow', 'error', 'drop', 'hang', 'redirect'];

/** One submission as it arrived: its fields in order, exactly as sent, and how it was sent. */
export interface Received {
  fields: [string, string][];
  accept: string;
  contentType: string;
}

const port = Number(process.env.PORT ?? ports.formBackend);
const maxBody = 256 * 1024;
const hangMs = 60_000; // a hung request is closed after this, so nothing outlives the suite
const tokens = new Map<string, { mode: BackendMode; received: Received[] }>();

function entry(token: string) {
  let found = tokens.get(token);
  if (!found) {
    if (tokens.size > 5_000) tokens.clear();
    found = { mode: 'ok', received: [] };
    tokens.set(token, found);
  }
  return found;
}

const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Accept, Content-Type' };

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { ...cors, 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

async function submission(req: IncomingMessage, res: ServerResponse) {
  const fields = [...new URLSearchParams(await readBody(req, maxBody))];
  const email = fields.find(([name]) => name === 'email')?.[1] ?? '';
  const token = /\+([\w-]+)@/.exec(email)?.[1] ?? 'unknown';
  const { mode, received } = entry(token);
  const accept = req.headers.accept ?? '';
  received.push({ fields, accept, contentType: req.headers['content-type'] ?? '' });
  const next = fields.find(([name]) => name === '_next')?.[1];
  const wantsJson = accept.includes('application/json');

  if (mode === 'hang') return void setTimeout(() => req.socket.destroy(), hangMs).unref();
  if (mode === 'drop') return void req.socket.destroy();
  if (mode === 'error') return json(res, 500, { error: 'The form service failed' });
  if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 1_500));
  if (next && (mode === 'redirect' || !wantsJson)) return void res.writeHead(303, { ...cors, Location: next }).end();
  if (wantsJson) return json(res, 200, { ok: true, next });
  res.writeHead(200, { ...cors, 'Content-Type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Thanks</title><p>Thanks!</p>');
}

async function control(req: IncomingMessage, res: ServerResponse, token: string) {
  if (req.method === 'PUT') {
    const mode = (await readBody(req, maxBody)).trim();
    const known = modes.find((candidate) => candidate === mode);
    if (!known) return json(res, 400, { error: `mode must be one of ${modes.join(', ')}` });
    entry(token).mode = known;
    return json(res, 200, { mode: known });
  }
  json(res, 200, entry(token).received);
}

const server = createServer((req, res) => {
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  const controlToken = /^\/__control\/([\w-]+)$/.exec(pathname)?.[1];
  const handle =
    req.method === 'OPTIONS'
      ? Promise.resolve(void res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'POST' }).end())
      : controlToken
        ? control(req, res, controlToken)
        : req.method === 'POST' && pathname.startsWith('/f/')
          ? submission(req, res)
          : Promise.resolve(json(res, 404, { error: 'not found' }));
  handle.catch(() => {
    if (!res.headersSent) json(res, 400, { error: 'bad request' });
  });
});

server.headersTimeout = 10_000;
server.listen(port, '127.0.0.1', () => console.log(`Form backend at http://127.0.0.1:${port}/`));
