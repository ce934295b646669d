// How `npm test` runs a lane: its steps in order, each its own process group, timed with the machine's
// busy CPU-seconds, stopped as hung at `hangFactor` times its budget.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { testFolder } from './build-copy.ts';

export const hangFactor = 3;
export const runLimitSeconds = 45 * 60;

export interface Lane {
  name: string;
  what: string;
  /** Seconds on a 2-core machine like CI's, reported, not gated; for a lane `alongsideFrom`, the wait for it after the others. */
  budget: number;
  steps: string[][];
  env?: Record<string, string>;
  /** For what reads the owner's own files rather than the test copy. */
  inProject?: boolean;
  /** Runs beside the lanes before the one named, which waits for it: for a lane that reads nothing they write. */
  alongsideUntil?: string;
  /** Runs at lowest priority from the named lane's end, on the cores the others leave idle; named alone, in front. */
  alongsideFrom?: string;
  /** Runs only when named (`npm test -- builds reproducible`). */
  onDemand?: boolean;
}

export function timesTable(times: readonly Timed[], wall: number, machineBusy?: number): string {
  const rows = times.flatMap((timed) => [
    `  ${timed.lane.name.padEnd(12)} ${String(timed.seconds).padStart(5)} s  budget ${String(timed.lane.budget).padStart(4)} s${over(timed) ? ' (over)' : '       '}  ${String(timed.cpu).padStart(5)} CPU-s busy   ${timed.lane.what}${timed.after === undefined ? '' : ` (the run waited ${timed.after} s for it)`}`,
    ...(timed.steps.length > 1 ? [`${' '.repeat(58)}${timed.steps.map(({ step, seconds: took, cpu }) => `${step} ${took} s/${cpu} CPU-s`).join(', ')}`] : []),
  ]);
  // A lane beside others adds nothing as long as it ends before the lane that waits for it.
  const budget = times.filter(({ lane }) => !lane.alongsideUntil && !lane.alongsideFrom).reduce((sum, { lane }) => sum + lane.budget, 0);
  return [
    `npm test, time per lane against its budget on 2 cores (reported; only a hang, ${hangFactor}× a budget or ${runLimitSeconds / 60} minutes, fails a run):`,
    ...rows,
    `  ${'all'.padEnd(12)} ${String(wall).padStart(5)} s  budget ${String(budget).padStart(4)} s         ${String(machineBusy ?? '?').padStart(5)} CPU-s busy   from the first lane's start to the last one's end (CPU-s busy: the machine's, lanes beside one another counted in each)`,
  ].join('\n');
}

export const seconds = (since: number) => Math.round((Date.now() - since) / 1000);

export interface Timed {
  lane: Lane;
  seconds: number;
  cpu: number;
  steps: { step: string; seconds: number; cpu: number }[];
  after?: number;
}

export const held = ({ seconds, after }: Timed) => after ?? seconds;
export const over = (timed: Timed) => held(timed) > timed.lane.budget;

/** The whole machine's (/proc/stat): a process's own accounting misses a browser's renderers, and cgroups count nothing here. */
export function machineBusy(): number | undefined {
  try {
    const [user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / 100;
  } catch {
    return undefined;
  }
}

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
    // On Linux a session is its own scheduling group (autogroup): the lowest priority holds for the whole session.
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
