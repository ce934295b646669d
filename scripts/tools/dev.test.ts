/**
 * @jest-environment node
 */
// `npm run dev` listens on this computer's loopback alone, as every other tool of the project:
// Next's development server answers `__nextjs_launch-editor` and its other endpoints to anyone who
// reaches it. DEV_HOST opens it to the network, on purpose (a phone on the same Wi-Fi).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { listen } from './listen';
import { listeners, loopback } from '../test/listeners';

/** The dev script's server, as package.json starts it (after the prebuild, which has its own tests). */
const devServer: string = JSON.parse(readFileSync('package.json', 'utf8')).scripts.dev.split('&&').at(-1).trim();

/** The addresses the development server listens on, as the kernel lists them. */
async function listeningAddresses(env: Record<string, string>): Promise<string[]> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  const [command = 'node', ...args] = devServer.split(' ');
  const server = spawn(command === 'node' ? process.execPath : command, [...args, '--port', String(port)], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.stdout.on('data', (data) => String(data).includes('Ready') && resolve());
      server.on('exit', (code) => reject(new Error(`next dev exited with ${code}`)));
    });
    return listeners(port);
  } finally {
    process.kill(-(server.pid ?? 0), 'SIGTERM');
  }
}

it('listens on loopback alone unless DEV_HOST opens it', async () => {
  expect(devServer).toBe('node scripts/tools/dev.ts');
  expect(await listeningAddresses({})).toEqual([loopback[0]]); // 127.0.0.1
  expect(await listeningAddresses({ DEV_HOST: '0.0.0.0' })).toEqual(['00000000']);
}, 60_000);
