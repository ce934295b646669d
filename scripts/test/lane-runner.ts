// How `npm test` runs a lane (scripts/test/lanes.ts): its steps in order, each in a process group
// of its own, timed with the machine's busy CPU-seconds meanwhile, stopped as hung at `hangFactor`
// times its budget; and the table of the lanes' times the run ends with.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { testFolder } from './build-copy.ts';

/** A lane still running at this many times its budget has hung: it is stopped, and the run fails. */
export const hangFactor = 3;
/** The whole run's hang guard. */
export const runLimitSeconds = 45 * 60;

export interface Lane {
  name: string;
  what: string;
  /**
   * Seconds it should take on a 2-core machine like CI's, reported beside its time; for a lane
   * `alongsideFrom`, the seconds the run waits for it once the others have ended. Only a lane at
   * `hangFactor` times it is stopped as hung.
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

/** The lanes' times and the machine's busy CPU-seconds during each, one line each, and the whole run's, as a table. */
export function timesTable(times: readonly Timed[], wall: number, machineBusy?: number): string {
  const rows = times.flatMap((timed) => [
    `  ${timed.lane.name.padEnd(12)} ${String(timed.seconds).padStart(5)} s  budget ${String(timed.lane.budget).padStart(4)} s${over(timed) ? ' (over)' : '       '}  ${String(timed.cpu).padStart(5)} CPU-s busy   ${timed.lane.what}${timed.after === undefined ? '' : ` (the run waited ${timed.after} s for it)`}`,
    // A lane of several steps says what each took: where it grew.
    ...(timed.steps.length > 1 ? [`${' '.repeat(58)}${timed.steps.map(({ step, seconds: took, cpu }) => `${step} ${took} s/${cpu} CPU-s`).join(', ')}`] : []),
  ]);
  // A lane beside others adds nothing to the run's time as long as it ends before the lane that waits for it.
  const budget = times.filter(({ lane }) => !lane.alongsideUntil && !lane.alongsideFrom).reduce((sum, { lane }) => sum + lane.budget, 0);
  return [
    `npm test, time per lane against its budget on 2 cores (reported; only a hang, ${hangFactor}× a budget or ${runLimitSeconds / 60} minutes, fails a run):`,
    ...rows,
    `  ${'all'.padEnd(12)} ${String(wall).padStart(5)} s  budget ${String(budget).padStart(4)} s         ${String(machineBusy ?? '?').padStart(5)} CPU-s busy   from the first lane's start to the last one's end (CPU-s busy: the machine's, lanes beside one another counted in each)`,
  ].join('\n');
}

export const seconds = (since: number) => Math.round((Date.now() - since) / 1000);

/** A lane's time and the machine's busy CPU-seconds meanwhile, and each of its steps' (by the npm script it runs). */
export interface Timed {
  lane: Lane;
  seconds: number;
  cpu: number;
  steps: { step: string; seconds: number; cpu: number }[];
  /** For a lane `alongsideFrom`: how long the run waited for it once the others had ended. */
  after?: number;
}

/** The seconds compared with a lane's budget: its own, or for a lane `alongsideFrom`, those the run waited for it alone. */
export const held = ({ seconds, after }: Timed) => after ?? seconds;
export const over = (timed: Timed) => held(timed) > timed.lane.budget;

/**
 * The whole machine's busy CPU-seconds so far (/proc/stat): over a lane's time, what it cost with
 * the lanes beside it. A process's own accounting misses most of it: a browser's renderers are
 * reaped by no process of the run's, and this machine's cgroups count nothing.
 */
export function machineBusy(): number | undefined {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100;
  } catch {
    return undefined;
  }
}

/** Every step running, each the leader of a process group of its own (a browser, a dev server under it): ended with the run. */
const groups = new Set<number>();
export function endAll() {
  for (const group of groups) {
    try {
      process.kill(-group, 'SIGINT'); // as Ctrl+C would: Playwright then stops the servers it started
    } catch {
      // it had already ended
    }
  }
}

/**
 * Runs a lane's steps in order, its output shown as it comes, or (`quiet`) kept and returned, for
 * a lane beside others. Settles with the lane's time and the step that failed, if one did; a lane
 * still running at `hangFactor` times its budget is stopped, and that is its failure.
 */
export async function runLane(lane: Lane, env: NodeJS.ProcessEnv, quiet: boolean, lowPriority = false): Promise<Timed & { failed?: string; output: string }> {
  const started = Date.now();
  const steps: Timed['steps'] = [];
  let output = '';
  let hung = false;
  const busyAtStart = machineBusy() ?? 0;
  const laneCpu = () => Math.round((machineBusy() ?? 0) - busyAtStart);
  for (const [command = '', ...args] of lane.steps) {
    const [stepStarted, stepBusy] = [Date.now(), machineBusy() ?? 0];
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
      detached: true,
    });
    if (child.pid) groups.add(child.pid);
    const guard = setTimeout(
      () => {
        hung = true;
        if (child.pid) process.kill(-child.pid, 'SIGINT');
        setTimeout(() => child.pid && groups.has(child.pid) && process.kill(-child.pid, 'SIGKILL'), 30_000).unref();
      },
      Math.max(0, lane.budget * hangFactor * 1000 - (Date.now() - started)),
    );
    child.stdout?.on('data', (data) => (output += data));
    child.stderr?.on('data', (data) => (output += data));
    const status = await new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
    clearTimeout(guard);
    if (child.pid) groups.delete(child.pid);
    steps.push({ step: args.at(-1) ?? command, seconds: seconds(stepStarted), cpu: Math.round((machineBusy() ?? 0) - stepBusy) });
    if (hung)
      return {
        lane,
        seconds: seconds(started),
        cpu: laneCpu(),
        steps,
        failed: `\`${step}\`, stopped as hung at ${hangFactor}× the lane's budget of ${lane.budget} s`,
        output,
      };
    if (status !== 0) return { lane, seconds: seconds(started), cpu: laneCpu(), steps, failed: `\`${step}\` (exit ${status})`, output };
  }
  return { lane, seconds: seconds(started), cpu: laneCpu(), steps, output };
}
