// An export served on loopback by scripts/serve.mjs, for the tools that measure it in a
// browser (`npm run bench`, `npm run budget`).
import { spawn } from 'node:child_process';

/** Serves `outDir` on `port`; resolves once it answers, with its origin and a stop that waits for the port to free. */
export async function serveExport(outDir, port) {
  const child = spawn(process.execPath, ['scripts/serve.mjs'], { env: { ...process.env, OUT_DIR: outDir, PORT: String(port) }, stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    child.kill();
    await exited;
  };
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i += 1) {
    if (await fetch(`${origin}/`).then((response) => response.ok, () => false)) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`${outDir}/ served on ${origin} did not come up`);
}
