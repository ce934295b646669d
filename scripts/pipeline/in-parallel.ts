// A small pool: tasks run `atOnce` at a time, each taken as one ends. The photos are encoded as
// many at a time as the machine has cores (sharp itself encodes on one); the podcast refresh
// fetches a few episodes' files at a time, so that a host is not asked for a hundred at once.
import { availableParallelism } from 'node:os';

/** Runs the tasks, `atOnce` at a time (by default, as many as the machine has cores). */
export async function inParallel(tasks: readonly (() => Promise<unknown>)[], atOnce = availableParallelism()): Promise<void> {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  };
  await Promise.all(Array.from({ length: atOnce }, worker));
}
