#!/usr/bin/env node
// `npm test`: every check CI runs, in lanes of steps; a lane runs after the one before, or beside
// others (`alongsideUntil`, `alongsideFrom`). Lanes but the checks run in `.test/`, a copy whose content
// is the specification's. Time is reported, not gated: only a hang fails (3× a lane's budget, 45 minutes a run).
import { keepPhotoCache, testCopy, testFolder } from './build-copy.ts';
import { endAll, held, machineBusy, over, runLane, runLimitSeconds, seconds, timesTable, type Lane, type Timed } from './lane-runner.ts';
import { choosePortBase } from './port-block.ts';
import { portBlock } from '../pipeline/ports.ts';
import { unpackPinnedChromium } from '../tools/pinned-chromium.ts';

const npm = (script: string) => ['npm', 'run', '--silent', script];
const together = (...scripts: string[]) => ['node', 'scripts/test/together.ts', ...scripts];

export const lanes: readonly Lane[] = [
  // Lint and typecheck each use one core: side by side, on two. In the project: only this lane reads his content.
  {
    name: 'checks',
    what: 'lint, format, typecheck, the owner’s content',
    budget: 90,
    steps: [together('lint', 'format:check', 'typecheck', 'check:content')],
    inProject: true,
  },
  {
    name: 'builds',
    what: 'the three exports, the default on the oldest Node',
    budget: 300,
    steps: [npm('build:base'), npm('build:delivery'), npm('build:oldest')],
    env: { THROWAWAY_COPY: '1' },
  },
  // On demand: what it guards changes rarely, and beside the others its CPU lengthens the run.
  {
    name: 'reproducible',
    what: 'the default export once more, on the oldest Node, beside the lanes after the builds',
    budget: 60,
    steps: [npm('reproducible')],
    alongsideFrom: 'builds',
    onDemand: true,
  },
  {
    name: 'exports',
    what: 'HTML validity; Jest (units and exports), links and the byte budget side by side',
    budget: 180,
    steps: [together('validate:html', 'test:jest', 'links', 'budget')],
    env: { EXPORTS: '1' },
  },
  { name: 'journeys', what: 'Playwright: the site in Chromium', budget: 420, steps: [npm('test:e2e')] },
  // Beside the checks, builds and exports: its dev server and the CMS leave a core idle much of the time.
  {
    name: 'editor',
    what: 'Playwright: the owner in the real CMS, in a copy, beside the three lanes above',
    budget: 480,
    steps: [npm('test:cms')],
    alongsideUntil: 'journeys',
  },
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !lanes.some((lane) => lane.name === name));
  if (unknown.length) {
    console.error(`npm test: no lane ${unknown.join(', ')}; the lanes are ${lanes.map((lane) => lane.name).join(', ')}`);
    process.exit(2);
  }
  const chosen = lanes.filter((each) => (asked.length ? asked.includes(each.name) : !each.onDemand));
  const started = Date.now();
  const busyAtStart = machineBusy();
  const times: Timed[] = [];
  const table = () => {
    const busy = machineBusy();
    return timesTable(times, seconds(started), busy === undefined || busyAtStart === undefined ? undefined : Math.round(busy - busyAtStart));
  };
  const stop = (lane: Lane | undefined, failed: string) => {
    endAll();
    console.error(`\n${table()}\n\nnpm test: failed${lane ? ` in lane ${lane.name}` : ''}, at ${failed}`);
    process.exit(1);
  };
  // The copy is made anew for a run that builds, on ports nobody else listens on, the pinned browser unpacked once.
  if (chosen.some((lane) => !lane.inProject)) {
    const builds = chosen.some((lane) => lane.name === 'builds');
    testCopy(builds);
    try {
      process.env.PORT_BASE = String(await choosePortBase(testFolder, builds));
    } catch (error) {
      stop(undefined, (error as Error).message);
    }
    console.log(`npm test: this run's servers listen on ports ${process.env.PORT_BASE}–${Number(process.env.PORT_BASE) + portBlock - 1}`);
    console.log(`npm test: ${await unpackPinnedChromium()}`);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      endAll();
      process.exit(130);
    });
  }
  setTimeout(() => stop(undefined, `the run's ${runLimitSeconds / 60} minutes: stopped as hung`), runLimitSeconds * 1000).unref();
  const beside = new Map(chosen.filter((lane) => lane.alongsideUntil).map((lane) => [lane, runLane(lane, process.env, true)]));
  async function awaitBeside(until?: string) {
    const othersEnded = Date.now();
    for (const [lane, result] of beside) {
      if (until !== undefined && lane.alongsideUntil !== until) continue;
      beside.delete(lane);
      const { seconds: took, cpu, steps, failed, output } = await result;
      console.log(output.trimEnd());
      times.push({ lane, seconds: took, cpu, steps, ...(lane.alongsideFrom ? { after: seconds(othersEnded) } : {}) });
      if (failed) stop(lane, failed);
    }
  }
  const follows = (lane: Lane) => chosen.some((each) => each.name === lane.alongsideFrom);
  let typechecked = false;
  for (const lane of chosen.filter((each) => !each.alongsideUntil && !follows(each))) {
    await awaitBeside(lane.name);
    const env = { ...process.env, ...(typechecked ? { TYPECHECKED: '1' } : {}) };
    const { seconds: took, cpu, steps, failed } = await runLane(lane, env, false);
    times.push({ lane, seconds: took, cpu, steps });
    if (failed) stop(lane, failed);
    typechecked ||= lane.name === 'checks';
    for (const follower of chosen.filter((each) => each.alongsideFrom === lane.name)) beside.set(follower, runLane(follower, env, true, true));
  }
  await awaitBeside();
  keepPhotoCache(testFolder);
  console.log(`\n${table()}`);
  const slow = times.filter(over);
  // Said, never failed: a slow machine's hour is no defect.
  if (slow.length)
    console.log(
      `\nnpm test: passed; over its budget on this machine: ${slow.map((timed) => `${timed.lane.name} ${held(timed)} s against ${timed.lane.budget} s`).join(', ')}`,
    );
}
