// An export served on loopback by scripts/serve.mjs, for the tools that measure it in a
// browser (`npm run bench`, `npm run budget`) or crawl it (`npm run links`).
import { spawn } from 'node:child_process';

/**
 * Serves `outDir` on `port` (with `env`, e.g. its BASE_PATH); resolves once this server (not
 * another one already on the port) is listening, with its origin and a stop that waits for the
 * port to free.
 */
export async function serveExport(outDir, port, env = {}) {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, ...env, OUT_DIR: outDir, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill();
    await exited;
  };
  let said = '';
  child.stderr.on('data', (data) => (said += data));
  const listening = new Promise((resolve) => child.stdout.on('data', (data) => String(data).includes('Serving') && resolve(true)));
  const timeout = new Promise((resolve) => setTimeout(resolve, 10_000, false));
  const up = await Promise.race([listening, exited.then(() => false), timeout]);
  if (up) return { origin: `http://127.0.0.1:${port}`, stop };
  await stop();
  const reason = /EADDRINUSE/.test(said) ? `port ${port} is already in use` : said.trim().split('\n')[0] || 'no answer in 10 s';
  throw new Error(`${outDir}/ could not be served on port ${port}: ${reason}`);
}
