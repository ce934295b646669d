#!/usr/bin/env node
// `npm test`: every check CI runs, in lanes, each a list of steps run in order. A failing step
// stops the run, naming it. At the end, the time of each lane beside its budget: the seconds it
// may take on a 2-core machine like CI's. A lane over its budget fails the run (after everything
// has passed), in the developer's own run before it reaches CI: a check that grows a lane
// belongs in a cheaper layer (ARCHITECTURE.md, "Tests"). `npm test -- journeys editor` runs only
// the lanes named.
//
// The budgets are today's times with room for a noisy machine's spread (three full runs on
// 2026-11-26, fresh caches: checks 21–24 s, builds 201–239 s, exports 104–122 s, journeys
// 467–539 s, editor 205–243 s; 2026-11-25 it was 25, 244, 123, 765 and 273), so that no lane
// grows unseen. CI's goal is 12 minutes with the install: the journeys and the editor must
// shrink further to reach it, and their budgets with them.
import { spawnSync } from 'node:child_process';

interface Lane {
  name: string;
  what: string;
  /** Seconds on a 2-core machine, measured with room for its noise. */
  budget: number;
  steps: string[][];
  env?: Record<string, string>;
}

const npm = (script: string) => ['npm', 'run', '--silent', script];
/** npm scripts run side by side (scripts/test/together.ts). */
const together = (...scripts: string[]) => ['node', 'scripts/test/together.ts', ...scripts];

export const lanes: readonly Lane[] = [
  // Each of lint and the typecheck computes on one core: side by side, on two.
  { name: 'checks', what: 'lint, typecheck', budget: 45, steps: [together('lint', 'typecheck')] },
  {
    name: 'builds',
    what: 'the three exports, and the default once more on the oldest Node',
    budget: 280,
    steps: [npm('build:base'), npm('build:delivery'), npm('build'), npm('reproducible')],
  },
  {
    name: 'exports',
    what: 'HTML validity; Jest (units and exports), links and the byte budget side by side',
    budget: 160,
    steps: [together('validate:html', 'test:jest', 'links', 'budget')],
    env: { EXPORTS: '1' },
  },
  { name: 'journeys', what: 'Playwright: the site in Chromium', budget: 650, steps: [npm('test:e2e')] },
  { name: 'editor', what: 'Playwright: the owner in the real CMS', budget: 300, steps: [npm('test:cms')] },
];

/** The lanes' times, one line each, and the whole run's, as a table. */
export function timesTable(times: readonly { lane: Lane; seconds: number }[]): string {
  const rows = times.map(({ lane, seconds }) => `  ${lane.name.padEnd(9)} ${String(seconds).padStart(5)} s   budget ${String(lane.budget).padStart(4)} s${seconds > lane.budget ? '   OVER' : ''}   ${lane.what}`);
  const total = times.reduce((sum, { seconds }) => sum + seconds, 0);
  const budget = times.reduce((sum, { lane }) => sum + lane.budget, 0);
  return [`npm test, time per lane (budgets for 2 cores):`, ...rows, `  ${'all'.padEnd(9)} ${String(total).padStart(5)} s   budget ${String(budget).padStart(4)} s`].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !lanes.some((lane) => lane.name === name));
  if (unknown.length) {
    console.error(`npm test: no lane ${unknown.join(', ')}; the lanes are ${lanes.map((lane) => lane.name).join(', ')}`);
    process.exit(2);
  }
  const times: { lane: Lane; seconds: number }[] = [];
  let typechecked = false;
  for (const lane of lanes.filter((each) => !asked.length || asked.includes(each.name))) {
    const started = Date.now();
    // The builds skip `next build`'s own type check once this run's checks have made it (model/buildConfig.ts).
    const env = { ...process.env, ...lane.env, ...(typechecked ? { TYPECHECKED: '1' } : {}) };
    for (const [command = '', ...args] of lane.steps) {
      console.log(`\n▶ ${lane.name}: ${[command, ...args].join(' ')}`);
      const { status } = spawnSync(command, args, { stdio: 'inherit', env });
      if (status !== 0) {
        times.push({ lane, seconds: Math.round((Date.now() - started) / 1000) });
        console.error(`\n${timesTable(times)}\n\nnpm test: failed in lane ${lane.name}, at \`${[command, ...args].join(' ')}\` (exit ${status})`);
        process.exit(1);
      }
    }
    times.push({ lane, seconds: Math.round((Date.now() - started) / 1000) });
    typechecked ||= lane.name === 'checks';
  }
  console.log(`\n${timesTable(times)}`);
  const over = times.filter(({ lane, seconds }) => seconds > lane.budget);
  if (over.length) {
    console.error(`\nnpm test: everything passed, but ${over.map(({ lane, seconds }) => `${lane.name} took ${seconds} s against its ${lane.budget} s`).join(', ')}. Move what only reads HTML into Jest over the exports, and keep one journey per behaviour (ARCHITECTURE.md, "Tests").`);
    process.exit(1);
  }
}
