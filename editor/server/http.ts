// The editor's own answers to its pages' scripts and forms (`npm run edit`, editor/edit.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parsedOrNothing } from '#model/schema/load.ts';

/** A request's body (at most 64 KB): a form's fields or JSON, or nothing. */
export async function bodyOf(request: IncomingMessage): Promise<unknown> {
  let body = '';
  for await (const piece of request) {
    body += String(piece);
    if (body.length > 64 * 1024) return undefined;
  }
  if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(body));
  return parsedOrNothing(body);
}

/** The editor's own answer to its page's script: JSON, never kept by the browser. */
export const answerJson = (response: ServerResponse, value: unknown) =>
  response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(value));
