#!/usr/bin/env node
// `node scripts/test/together.ts <npm script> ...`: runs npm scripts at once, for steps of
// `npm test` that mostly wait (the budget's page loads on a throttled network, the link check on
// its server) beside one that computes (Jest), so the run takes the longest step's time rather
// than their sum. Each listens on ports of its own (scripts/pipeline/ports.ts). Each step's output
// is printed whole, in the order given, once all have ended; the run fails if any step failed,
// naming it.
import { spawn } from 'node:child_process';

const steps = process.argv.slice(2);
const results = await Promise.all(
  steps.map(
    (step) =>
      new Promise<{ step: string; code: number; output: string }>((resolve) => {
        const child = spawn('npm', ['run', '--silent', step], { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0' } });
        let output = '';
        child.stdout.on('data', (data) => (output += data));
        child.stderr.on('data', (data) => (output += data));
        child.on('close', (code) => resolve({ step, code: code ?? 1, output }));
      }),
  ),
);
for (const { step, code, output } of results) console.log(`\n> npm run ${step} (${code === 0 ? 'passed' : `failed, exit ${code}`})\n${output.trimEnd()}`);
const failed = results.filter(({ code }) => code !== 0).map(({ step }) => step);
if (failed.length) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
