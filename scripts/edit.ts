// `npm run edit`: the owner's editor on his own machine. Starts the CMS's local backend
// (decap-server, which reads and writes the data files of this working tree) and the site in
// development (`next dev`, whose /admin.html is the CMS set to that backend), prints where to
// open it, and stops both when either stops or on Ctrl+C.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { localBackend } from './cms-admin.ts';
import { ports } from './ports.ts';

const bin = (path: string) => createRequire(import.meta.url).resolve(path);

const port = Number(process.env.EDIT_PORT ?? ports.start);
const backendPort = new URL(localBackend).port;
const children: ChildProcess[] = [];
let stopping = false;

function stop(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}

function start(name: string, command: string, args: string[], env: Record<string, string>, onLine?: (line: string) => void) {
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  child.stdout?.setEncoding('utf8').on('data', (text: string) => {
    process.stdout.write(text);
    for (const line of text.split('\n')) onLine?.(line);
  });
  child.on('exit', (code) => {
    if (!stopping) console.error(`edit: ${name} stopped${code ? ` (exit ${code})` : ''}; stopping the other too.`);
    stop(code ?? 0);
  });
  children.push(child);
}

// The content check, photos, font and the CMS set to the local backend, as `npm run dev` does first.
try {
  execFileSync(process.execPath, ['scripts/prebuild.ts'], { env: { ...process.env, CMS_LOCAL: '1' }, stdio: 'inherit' });
} catch {
  process.exit(1); // prebuild said what is wrong
}
// Each program itself, not through npm or a shell, so a signal reaches it. Its own folder is the
// one decap-server edits: the data files' paths in the CMS's configuration are relative to it.
start('decap-server', process.execPath, [bin('decap-server/dist/index.js')], { PORT: backendPort, GIT_REPO_DIRECTORY: process.cwd() });
start('next dev', process.execPath, [bin('next/dist/bin/next'), 'dev', '--port', String(port)], { CMS_LOCAL: '1', NEXT_TELEMETRY_DISABLED: '1' }, (line) => {
  if (/Ready in/.test(line)) {
    console.log(`\n\x1b[32mEdit the site at http://localhost:${port}/admin.html\x1b[0m (no login: saving writes the files under content/).`);
    console.log(`See a page with your change at http://localhost:${port}/ (reload it). Stop with Ctrl+C.\n`);
  }
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(0));
