/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import { createServer } from 'node:http';
import { listen } from '../scripts/tools/listen';

// `npm run edit` on a port another program has: one line that says how to choose another, at
// before anything starts, never a stack trace or a hang (the run is stopped at 30 s).

it('says in one line that the port is taken and how to choose another, and stops', async () => {
  const other = createServer();
  const port = await listen(other);
  try {
    const { code, out, err } = await new Promise<{ code: number; out: string; err: string }>((resolve) => {
      execFile(process.execPath, ['editor/edit.ts'], { env: { ...process.env, EDIT_PORT: String(port) }, timeout: 30_000 }, (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout, err: stderr }),
      );
    });
    expect(code).toBe(1);
    expect(out).toBe('');
    expect(err.trim().split('\n')).toEqual([
      `edit: port ${port} is taken (by another program, or an editor already running); stop it, or choose another port: EDIT_PORT=${port + 1} npm run edit`,
    ]);
  } finally {
    await new Promise((resolve) => other.close(resolve));
  }
}, 40_000);
