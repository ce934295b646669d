import { spawn } from 'node:child_process';

/** A served export: where it is, and how to stop it. */
export interface LocalSite {
  origin: string;
  /** Stops the server, resolving once the port is free. */
  stop(): Promise<void>;
}

/** Seconds when idle; beside Jest and a browser on two cores, 10 s was seen to pass. */
const startLimit = 60_000;

/** Resolves once this server (not another already on the port) is listening. */
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
