/**
 * @jest-environment node
 */
// scripts/serve.ts lets go of a client that stops reading: a connection whose answer has stalled
// closes once nothing has moved for STALL_MS (30 s by default; 1.5 s here).
import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { request, servedSite, sleep } from './serve-test-site.ts';

jest.setTimeout(30_000);

const site = servedSite({ STALL_MS: '1500' });
/** More than the kernel buffers on both ends hold, so that the answer stalls. */
const size = 40_000_000;

it('closes a connection that stops reading mid-answer, and keeps serving', async () => {
  writeFileSync(join(site.dir, 'huge.txt'), Buffer.alloc(size, 97));
  const socket = connect(site.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.pause(); // reads nothing: the server's writes fill both ends' buffers and stall
  socket.write('GET /huge.txt HTTP/1.1\r\nHost: localhost\r\n\r\n');
  await sleep(4_000);
  let received = 0;
  const ended = new Promise((resolve) => socket.on('close', resolve));
  socket.on('data', (chunk) => (received += chunk.length)).resume(); // what is left to read arrived before the server let go
  await ended;
  expect(received).toBeGreaterThan(0);
  expect(received).toBeLessThan(size);
  expect((await request(site.port, '/about')).status).toBe(200);
});
