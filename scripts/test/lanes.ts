#!/usr/bin/env node
// `npm test`: every check CI runs, in lanes, each a list of steps run in order; a lane runs after
// the one before it, or beside others: those before the one it names (`alongsideUntil`), or, at
// the lowest CPU priority, those after the one it names (`alongsideFrom`). A failing
// step stops the run, naming it. At the end, the time of each lane beside its budget: the seconds
// it may take on a 2-core machine like CI's. A lane over its budget fails the run (after
// everything has passed), in the developer's own run before it reaches CI: a check that grows a
// lane belongs in a cheaper layer (ARCHITECTURE.md, "Tests"). `npm test -- journeys editor` runs
// only the lanes named. Every lane but the checks runs in `.test/`, a copy of the project whose
// content is the specification's (scripts/test/build-copy.ts): what a failure left is there.
//
// The budgets are today's times with room for a noisy machine's spread (full runs on 2026-11-26,
// fresh caches, the editor beside the first three lanes: see ARCHITECTURE.md, "Tests"), so that
// no lane grows unseen. CI's goal is 12 minutes with the install: the run must shrink further to
// reach it, and the budgets with it.
import { spawn } from 'node:child_process';
import { keepPhotoCache, testCopy, testFolder } from './build-copy.ts';

interface Lane {
  name: string;
  what: string;
  /**
   * Seconds on a 2-core machine, measured with room for its noise; for a lane `alongsideFrom`,
   * the seconds the run waits for it once the others have ended (its own take what they leave).
   */
  budget: number;
  steps: string[][];
  env?: Record<string, string>;
  /** Runs in the project itself rather than in the test copy (scripts/test/build-copy.ts, `testCopy`): for what reads the owner's own files. */
  inProject?: boolean;
  /**
   * Runs beside the lanes before the one named, from the start of the run, and that lane waits
   * for it: for a lane that reads nothing the others write (its output is printed when it ends).
   */
  alongsideUntil?: string;
  /**
   * Runs beside the lanes after the one named, from its end to the run's, at the lowest CPU
   * priority: for a lane that reads only what that lane wrote, on the cores the others leave idle
   * (a journey waiting on a timer or a page). Named alone (`npm test -- reproducible`), in front.
   */
  alongsideFrom?: string;
  /** Runs only when named (`npm test -- builds reproducible`): a check for the changes that can break it, not every run's. */
  onDemand?: boolean;
}

const npm = (script: string) => ['npm', 'run', '--silent', script];
/** npm scripts run side by side (scripts/test/together.ts). */
const together = (...scripts: string[]) => ['node', 'scripts/test/together.ts', ...scripts];

export const lanes: readonly Lane[] = [
  // Each of lint and the typecheck computes on one core: side by side, on two (and beside the
  // editor's start, which copies the project and starts its dev server: 21–27 s alone, 35–64 s so).
  // Prettier's check (8 s alone) and the owner's content against its schemas (2 s) go beside them.
  // In the project itself: its code is the copy's, and its content the owner's, which only this lane reads.
  {
    name: 'checks',
    what: 'lint, format, typecheck, the owner’s content',
    // 90 until 2026-11-29; then 43-92 s in five full runs (CI's included) on machines whose journeys
    // lane alone takes 350 s: the editor's start beside it is the spread.
    budget: 120,
    steps: [together('lint', 'format:check', 'typecheck', 'check:content')],
    inProject: true,
  },
  {
    name: 'builds',
    what: 'the three exports, the default on the oldest Node',
    budget: 420,
    steps: [npm('build:base'), npm('build:delivery'), npm('build:oldest')],
    // The default export's too is built in a copy made anew for each run that builds: no Turbopack cache.
    env: { THROWAWAY_COPY: '1' },
  },
  // Beside the exports and journeys, on what they leave idle: it reads out/ and builds in .repro/.
  // In every run until 2026-11-29; then on demand: on a machine whose two cores the other lanes
  // keep busy 97 % of the run (BENCHMARKS.md, "CI's time"), its 44 CPU-seconds made the journeys
  // 40-60 s longer, and the run over CI's 15 minutes. The builds lane builds out/ on the oldest Node
  // instead, so every run still proves that line builds the site.
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
    // 100 until 2026-11-28; then 89, 89 and 121 s in four full runs (the last on a machine whose
    // checks lane took twice its usual time), the editor lane beside it grown by a minute (the
    // first saves after a start, a phone's HEIC, links, Put it online) and Jest by the real git
    // remotes and the hostile refresh's bounds: 120 keeps a noisy machine's spread. 180 from
    // 2026-11-29: 160-166 s in three full runs here and 179 s in CI's, on machines whose journeys lane
    // alone takes 350 s (233 s on 2026-11-28's): Jest alone is 71 s (128 s of tests, the git remotes
    // of Put it online's red team 30), the rest the editor lane's share of the two cores beside it.
    // 220 from 2026-11-29 (later): CI's own run took 198 s on its slower machines, where the whole
    // run's 15 minutes are the line that holds, and this lane must not fail a run within them.
    budget: 220,
    steps: [together('validate:html', 'test:jest', 'links', 'budget')],
    env: { EXPORTS: '1' },
  },
  { name: 'journeys', what: 'Playwright: the site in Chromium', budget: 500, steps: [npm('test:e2e')] },
  // In a copy of the project (scripts/test/editor.ts), beside the checks, builds and exports: its
  // Next development server and the CMS leave a core idle a sixth of the time, the builds a fifth.
  {
    name: 'editor',
    what: 'Playwright: the owner in the real CMS, in a copy, beside the three lanes above',
    // 350 until 2026-11-29; then 352 and 411 s in two full runs, with the journeys issue 74 asked for
    // (two tabs, a dated article and a draft, placeholder descriptions, an episode taken off home,
    // Put it online's choices and an earlier version put back: 60-70 s). It still ends before the
    // three lanes it runs beside (532 s in the same runs), so the run waits no second more for it.
    // 500 from 2026-11-29: 439-487 s in three full runs on a slower machine (272 s alone there, 33
    // journeys), still ending before the lanes beside it (481-511 s), so the run waits for it no more.
    // 560 from 2026-11-29 (later): CI's own run took 532 s on its slower machines, the lanes beside
    // it 506 s: the whole run's 15 minutes are the line that holds there, not this lane's.
    budget: 560,
    steps: [npm('test:cms')],
    alongsideUntil: 'journeys',
  },
];

/** The lanes' times, one line each, and the whole run's, as a table. */
export function timesTable(times: readonly Timed[], wall: number): string {
  const rows = times.flatMap((timed) => [
    `  ${timed.lane.name.padEnd(9)} ${String(timed.seconds).padStart(5)} s   budget ${String(timed.lane.budget).padStart(4)} s${over(timed) ? '   OVER' : ''}   ${timed.lane.what}${timed.after === undefined ? '' : ` (the run waited ${timed.after} s for it)`}`,
    // A lane of several steps says what each took: where it grew.
    ...(timed.steps.length > 1 ? [`${' '.repeat(37)}${timed.steps.map(({ step, seconds: took }) => `${step} ${took} s`).join(', ')}`] : []),
  ]);
  // A lane beside others adds nothing to the run's time as long as it ends before the lane that waits for it.
  const budget = times.filter(({ lane }) => !lane.alongsideUntil && !lane.alongsideFrom).reduce((sum, { lane }) => sum + lane.budget, 0);
  return [
    `npm test, time per lane (budgets for 2 cores):`,
    ...rows,
    `  ${'all'.padEnd(9)} ${String(wall).padStart(5)} s   budget ${String(budget).padStart(4)} s   from the first lane's start to the last one's end`,
  ].join('\n');
}

const seconds = (since: number) => Math.round((Date.now() - since) / 1000);

/** A lane's time, and each of its steps' (by the npm script it runs). */
interface Timed {
  lane: Lane;
  seconds: number;
  steps: { step: string; seconds: number }[];
  /** For a lane `alongsideFrom`: how long the run waited for it once the others had ended. */
  after?: number;
}

/** The seconds held to a lane's budget: its own, or for a lane `alongsideFrom`, those the run waited for it alone. */
const held = ({ seconds, after }: Timed) => after ?? seconds;
const over = (timed: Timed) => held(timed) > timed.lane.budget;

/**
 * The steps running beside other lanes, each the leader of a process group of its own (a browser,
 * a dev server under it): ended with the run when it stops early, or is stopped.
 */
const besideGroups = new Set<number>();
function endBeside() {
  for (const group of besideGroups) {
    try {
      process.kill(-group, 'SIGINT'); // as Ctrl+C would: Playwright then stops the servers it started
    } catch {
      // it had already ended
    }
  }
}

/**
 * Runs a lane's steps in order, its output shown as it comes, or (`quiet`) kept and returned, for
 * a lane beside others. Settles with the lane's time and the step that failed, if one did.
 */
async function runLane(lane: Lane, env: NodeJS.ProcessEnv, quiet: boolean, lowPriority = false): Promise<Timed & { failed?: string; output: string }> {
  const started = Date.now();
  const steps: Timed['steps'] = [];
  let output = '';
  for (const [command = '', ...args] of lane.steps) {
    const stepStarted = Date.now();
    const step = [command, ...args].join(' ');
    const heading = `\n▶ ${lane.name}: ${step}\n`;
    if (quiet) output += heading;
    else console.log(heading.trimEnd());
    // At the lowest priority, for the whole session a lane beside the others runs in: on Linux a
    // session is a scheduling group of its own (autogroup), as heavy as the run's, whatever its nice.
    const [file = '', ...argv] = lowPriority
      ? ['sh', '-c', 'echo 19 > /proc/self/autogroup 2>/dev/null; exec nice -n 19 "$@"', 'sh', command, ...args]
      : [command, ...args];
    const child = spawn(file, argv, {
      cwd: lane.inProject ? '.' : testFolder,
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
      env: { ...env, ...lane.env },
      detached: quiet,
    });
    if (quiet && child.pid) besideGroups.add(child.pid);
    child.stdout?.on('data', (data) => (output += data));
    child.stderr?.on('data', (data) => (output += data));
    const status = await new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
    if (child.pid) besideGroups.delete(child.pid);
    steps.push({ step: args.at(-1) ?? command, seconds: seconds(stepStarted) });
    if (status !== 0) return { lane, seconds: seconds(started), steps, failed: `\`${step}\` (exit ${status})`, output };
  }
  return { lane, seconds: seconds(started), steps, output };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((name) => !lanes.some((lane) => lane.name === name));
  if (unknown.length) {
    console.error(`npm test: no lane ${unknown.join(', ')}; the lanes are ${lanes.map((lane) => lane.name).join(', ')}`);
    process.exit(2);
  }
  const chosen = lanes.filter((each) => (asked.length ? asked.includes(each.name) : !each.onDemand));
  const started = Date.now();
  // Every lane but the checks runs in a copy of the project whose content is the specification's
  // (tests/spec/): the owner's edits move none of them. Made anew for a run that builds.
  if (chosen.some((lane) => !lane.inProject)) testCopy(chosen.some((lane) => lane.name === 'builds'));
  const times: Timed[] = [];
  const stop = (lane: Lane, failed: string) => {
    endBeside();
    console.error(`\n${timesTable(times, seconds(started))}\n\nnpm test: failed in lane ${lane.name}, at ${failed}`);
    process.exit(1);
  };
  // Stopped by hand (Ctrl+C reaches the lanes in front, not those beside, which have groups of their own).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      endBeside();
      process.exit(130);
    });
  }
  // The lanes beside others start now; the lane each names waits for it, and shows its output.
  const beside = new Map(chosen.filter((lane) => lane.alongsideUntil).map((lane) => [lane, runLane(lane, process.env, true)]));
  /** Waits for the lanes beside that `until` waits for (every one left, without it), each once. */
  async function awaitBeside(until?: string) {
    const othersEnded = Date.now();
    for (const [lane, result] of beside) {
      if (until !== undefined && lane.alongsideUntil !== until) continue;
      beside.delete(lane);
      const { seconds: took, steps, failed, output } = await result;
      console.log(output.trimEnd());
      times.push({ lane, seconds: took, steps, ...(lane.alongsideFrom ? { after: seconds(othersEnded) } : {}) });
      if (failed) stop(lane, failed);
    }
  }
  /** Whether a lane runs beside those after the one it follows (which is in this run). */
  const follows = (lane: Lane) => chosen.some((each) => each.name === lane.alongsideFrom);
  let typechecked = false;
  for (const lane of chosen.filter((each) => !each.alongsideUntil && !follows(each))) {
    await awaitBeside(lane.name);
    // The builds skip `next build`'s own type check once this run's checks have made it (model/buildConfig.ts).
    const env = { ...process.env, ...(typechecked ? { TYPECHECKED: '1' } : {}) };
    const { seconds: took, steps, failed } = await runLane(lane, env, false);
    times.push({ lane, seconds: took, steps });
    if (failed) stop(lane, failed);
    typechecked ||= lane.name === 'checks';
    // The lanes that follow this one start now, beside the rest; the run waits for them at its end.
    for (const follower of chosen.filter((each) => each.alongsideFrom === lane.name)) beside.set(follower, runLane(follower, env, true, true));
  }
  await awaitBeside();
  keepPhotoCache(testFolder);
  console.log(`\n${timesTable(times, seconds(started))}`);
  const overBudget = times.filter(over);
  if (overBudget.length) {
    console.error(
      `\nnpm test: everything passed, but ${overBudget.map((timed) => `${timed.lane.name} took ${held(timed)} s against its ${timed.lane.budget} s`).join(', ')}. Move what only reads HTML into Jest over the exports, and keep one journey per behaviour (ARCHITECTURE.md, "Tests").`,
    );
    process.exit(1);
  }
}
