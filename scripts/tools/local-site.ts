// An export served on loopback by scripts/tools/serve.ts, for the tools that measure it in a
// browser (`npm run bench`, `npm run budget`) or crawl it (`npm run links`).
import { spawn } from 'node:child_process';

/** A served export: where it is, and how to stop it. */
export interface LocalSite {
  origin: string;
  /** Stops the server, resolving once the port is free. */
  stop(): Promise<void>;
}

/**
 * How long a server may take to start: seconds on an idle machine, but `npm test` starts these
 * while Jest and the budget's browser share its two cores, where 10 s was seen to pass.
 */
const startLimit = 60_000;

/**
 * Serves `outDir` on `port` (with `env`, e.g. its BASE_PATH); resolves once this server (not
 * another one already on the port) is listening.
 */
export async function serveExport(outDir: string, port: number, env: Record<string, string> = {}): Promise<LocalSite> {
  const child = spawn(process.execPath, ['scripts/tools/serve.ts'], {
    env: { ...process.env, ...env, OUT_DIR: outDir, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    child.kill();
    await exited;
  };
  let said = '';
  child.stderr.on('data', (data) => (said += data));
  const listening = new Promise<boolean>((resolve) => child.stdout.on('data', (data) => String(data).includes('Serving') && resolve(true)));
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(resolve, startLimit, false)));
  const up = await Promise.race([listening, exited.then(() => false), timeout]);
  // Else the tool that asked waits out the whole limit before it can exit (a minute of every `npm run links`).
  clearTimeout(timer);
  if (up) return { origin: `http://127.0.0.1:${port}`, stop };
  await stop();
  const reason = /EADDRINUSE/.test(said) ? `port ${port} is already in use` : said.trim().split('\n')[0] || `no answer in ${startLimit / 1000} s`;
  throw new Error(`${outDir}/ could not be served on port ${port}: ${reason}`);
}
