#!/usr/bin/env node
// `npm run dev`'s server: Next's development server, on this computer's loopback alone, as every
// tool of the project listens (Next's own default is every interface, where its development
// endpoints answer anyone who reaches it). DEV_HOST opens it to the network on purpose, say for a
// phone on the same Wi-Fi: `DEV_HOST=0.0.0.0 npm run dev`. Other arguments go to `next dev`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

const next = createRequire(import.meta.url).resolve('next/dist/bin/next');
const host = process.env.DEV_HOST || '127.0.0.1';
const server = spawn(process.execPath, [next, 'dev', '--hostname', host, ...process.argv.slice(2)], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
