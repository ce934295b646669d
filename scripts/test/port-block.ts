// The block of ports a test run listens on: one nobody holds, kept beside the exports (`.test/port-base`)
// since the builds bake the stand-ins' ports in.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { portBlock } from '../pipeline/ports.ts';

/** The bases tried in turn: below Linux's ephemeral ports (32768 on), where outgoing connections take theirs. */
const candidates = Array.from({ length: 100 }, (_, index) => 4173 + index * 280).filter((base) => base + portBlock < 32768);

/** Whether nothing listens on `port` at `host`: a listen there succeeds. */
const free = (port: number, host: string) =>
  new Promise<boolean>((settle) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => settle(error.code === 'EADDRNOTAVAIL')); // no IPv6 here: nobody can listen there either
    server.listen({ port, host, exclusive: true }, () => server.close(() => settle(true)));
  });

/** Whether every port of the block from `base` is free on 127.0.0.1 and ::1. */
export async function blockFree(base: number): Promise<boolean> {
  for (let port = base; port < base + portBlock; port++) if (!(await free(port, '127.0.0.1')) || !(await free(port, '::1'))) return false;
  return true;
}

/** PORT_BASE; else the first free block for a run that builds; else the exports' block, which must be free. */
export async function choosePortBase(folder: string, builds: boolean): Promise<number> {
  if (process.env.PORT_BASE) return Number(process.env.PORT_BASE);
  const kept = join(folder, 'port-base');
  if (!builds && existsSync(kept)) {
    const base = Number(readFileSync(kept, 'utf8'));
    if (await blockFree(base)) return base;
    throw new Error(
      `the exports in ${folder}/ were built for ports ${base}–${base + portBlock - 1}, and something listens there now: run \`npm test\` to build them on a free block`,
    );
  }
  const base = await firstFreeBlock();
  writeFileSync(kept, `${base}\n`);
  return base;
}

/** The first block of ports nobody listens on. */
export async function firstFreeBlock(): Promise<number> {
  for (const base of candidates) if (await blockFree(base)) return base;
  throw new Error(`no free block of ${portBlock} ports from ${candidates[0]} to 32767: set PORT_BASE to one`);
}
