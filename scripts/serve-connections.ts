// The local server's connections (scripts/serve.ts): which to close when too many are open,
// and the answer to a request too malformed for the HTTP parser to hand over.
import { STATUS_CODES } from 'node:http';
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * Keeps track of a server's sockets and, when more than `limit` are open, closes the idlest:
 * those with no request being answered, longest idle first (a connection that never finished
 * a request counts from its opening, a kept-alive one from its last answer). A request being
 * answered is never cut. Below `2 × limit` only sockets idle for `graceMs` go, so a burst of
 * new visitors, whose requests are still on their way, is not mistaken for a flood; above it
 * the idlest go whatever their age, so the process never runs out of files.
 */
export function trackConnections(server: Server, { limit, graceMs = 1_000 }: { limit: number; graceMs?: number }): (socket: Duplex, then: () => void) => void {
  /** Per socket: requests being answered, since when it has had none, and what waits for that. */
  const open = new Map<Duplex, { busy: number; idleSince: number; whenIdle: (() => void)[] }>();

  const evict = (newcomer: Duplex) => {
    const now = Date.now();
    const idle = [...open].filter(([socket, state]) => socket !== newcomer && state.busy === 0).sort(([, a], [, b]) => a.idleSince - b.idleSince);
    let count = open.size;
    for (const [socket, state] of idle) {
      if (count <= limit || (count <= 2 * limit && now - state.idleSince < graceMs)) break;
      socket.destroy();
      open.delete(socket);
      count -= 1;
    }
  };

  server.on('connection', (socket) => {
    open.set(socket, { busy: 0, idleSince: Date.now(), whenIdle: [] });
    socket.on('close', () => open.delete(socket));
    if (open.size > limit) evict(socket);
  });

  server.on('request', (req, res) => {
    const state = open.get(req.socket);
    if (!state) return;
    state.busy += 1;
    res.on('close', () => {
      state.busy -= 1;
      if (state.busy > 0) return;
      state.idleSince = Date.now();
      for (const then of state.whenIdle.splice(0)) then();
    });
  });

  /** Runs `then` once every request already read from `socket` has been answered. */
  return function afterAnswers(socket, then) {
    const state = open.get(socket);
    if (state?.busy) state.whenIdle.push(then);
    else then();
  };
}

/** An error of the HTTP parser, as Node hands it to a server's `clientError` listeners. */
export type ClientError = Error & { code?: string; rawPacket?: Buffer; bytesParsed?: number };

/**
 * The status for a request the parser refused, as Cloudflare answers it: 408 for headers that
 * did not arrive in time, 400 for a malformed one (a `Content-Length` beside
 * `Transfer-Encoding`, a bad line), and for one past the parser's limit (far above the 16 KB URL
 * and 32 KB headers the server answers 414 and 431 to itself) 414 when the request line alone
 * outgrew it, as far as the last packet read shows, else 431.
 */
export function statusForClientError(error: ClientError): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code !== 'HPE_HEADER_OVERFLOW') return 400;
  const packet = error.rawPacket?.toString('latin1').slice(0, error.bytesParsed) ?? '';
  const end = packet.lastIndexOf('\r\n\r\n'); // the end of the requests before it on the connection
  const failing = end === -1 ? packet : packet.slice(end + 4);
  return /^[A-Z]+ /.test(failing) && !failing.includes('\r\n') ? 414 : 431;
}

/** A whole HTTP/1.1 answer that closes the connection, for writing straight to a socket. */
export function rawAnswer(status: number, headers: Record<string, string>): string {
  const reason = STATUS_CODES[status] ?? 'Error';
  const body = `${reason}\n`;
  const head = { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' };
  const lines = Object.entries(head).map(([name, value]) => `${name}: ${value}`);
  return [`HTTP/1.1 ${status} ${reason}`, ...lines, '', body].join('\r\n');
}
