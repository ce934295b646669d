/**
 * @jest-environment node
 */
import { hangFactor, runLane, timesTable } from './lane-runner.ts';

// Time is reported, not gated: a slow lane passes and says so; only a hang, far past its budget, fails.
const lane = (budget: number, seconds: number) => ({ name: 'slow', what: 'a step that sleeps', budget, steps: [['sleep', String(seconds)]], inProject: true });

test('a lane over its budget passes, and the table says it was over, beside its CPU-seconds', async () => {
  const slow = lane(0.2, 0.5);
  const timed = await runLane(slow, process.env, true);
  expect(timed.failed).toBeUndefined();
  const table = timesTable([{ ...timed, seconds: 1 }], 1);
  expect(table).toMatch(/slow\s+1 s\s+budget\s+0.2 s \(over\)\s+\d+ CPU-s busy/);
  expect(table).toContain(`only a hang, ${hangFactor}× a budget or 45 minutes, fails a run`);
});

test(`a lane still running at ${hangFactor} times its budget is stopped as hung, and that is its failure`, async () => {
  const started = Date.now();
  const timed = await runLane(lane(0.5, 30), process.env, true);
  expect(timed.failed).toBe(`\`sleep 30\`, stopped as hung at ${hangFactor}× the lane's budget of 0.5 s`);
  expect(Date.now() - started).toBeLessThan(10_000);
});
