/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { blockFree, choosePortBase, firstFreeBlock } from './port-block.ts';
import { portBlock } from '../pipeline/ports.ts';

/** A stranger's server on `port` at `host`, as another build's or another program's would be. */
const stranger = (port: number, host: string) =>
  new Promise<Server>((settle) => {
    const server = createServer();
    server.listen({ port, host }, () => settle(server));
  });
const closed = (server: Server) => new Promise((settle) => server.close(settle));

const { PORT_BASE } = process.env;
beforeEach(() => delete process.env.PORT_BASE);
afterAll(() => (PORT_BASE === undefined ? delete process.env.PORT_BASE : (process.env.PORT_BASE = PORT_BASE)));

test('a run takes a block nobody listens on, past a stranger on its first port or its last, on either loopback address', async () => {
  const first = await firstFreeBlock();
  for (const [port, host] of [
    [first, '127.0.0.1'],
    [first + portBlock - 1, '127.0.0.1'],
    [first, '::1'],
  ] as const) {
    const server = await stranger(port, host);
    try {
      expect(await blockFree(first)).toBe(false);
      const chosen = await firstFreeBlock();
      expect(chosen).not.toBe(first);
      expect(chosen > port || chosen + portBlock <= port).toBe(true);
    } finally {
      await closed(server);
    }
  }
});

test('a run that builds keeps its block beside the exports; a later run of the other lanes takes it again, or says why it cannot', async () => {
  const folder = mkdtempSync(join(tmpdir(), 'port-block-'));
  const base = await choosePortBase(folder, true);
  expect(Number(readFileSync(join(folder, 'port-base'), 'utf8'))).toBe(base);
  expect(await choosePortBase(folder, false)).toBe(base);
  const server = await stranger(base + 2, '127.0.0.1');
  try {
    await expect(choosePortBase(folder, false)).rejects.toThrow(
      `the exports in ${folder}/ were built for ports ${base}–${base + portBlock - 1}, and something listens there now`,
    );
  } finally {
    await closed(server);
  }
  writeFileSync(join(folder, 'port-base'), '5000\n');
  process.env.PORT_BASE = '6000';
  expect(await choosePortBase(folder, false)).toBe(6000); // asked for by name
});
