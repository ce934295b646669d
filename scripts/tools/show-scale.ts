#!/usr/bin/env node
// `npm run scale -- 100 400 1000`: what a show of so many weekly episodes costs, measured. For
// each size, in a copy of the project (scripts/test/build-copy.ts): a generated feed on this
// machine (scripts/test/generated-show.ts: 52 episodes a season, show notes, a one-hour transcript
// for every third episode, each episode's own cover art), the podcast refresh on it, then the build; the time and peak memory of
// each, and the export's files and bytes against the smallest host's limits
// (model/exportBounds.ts). Prints one table; nothing leaves the machine.
import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { hostLimits } from '#model/exportBounds.ts';
import { filesIn } from '../pipeline/files.ts';
import { inCopy } from '../test/build-copy.ts';
import { serveShow } from '../test/generated-show.ts';

const run = promisify(execFile);
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((size) => Number.isInteger(size) && size > 0);
if (!sizes.length) {
  console.error('scale: give the numbers of episodes to measure, such as `npm run scale -- 100 400 1000`');
  process.exit(2);
}

/** Runs a command in `cwd`, timed by /usr/bin/time: its seconds and peak memory (MB). Not blocking: the feed is served from this process. */
async function timed(command: string[], cwd: string, env: Record<string, string> = {}): Promise<{ seconds: number; megabytes: number }> {
  const { stderr } = await run('/usr/bin/time', ['-f', 'scale-time %e %M', ...command], { cwd, env: { ...process.env, ...env }, maxBuffer: 1e8 });
  const [, seconds = '0', kilobytes = '0'] = /scale-time ([\d.]+) (\d+)/.exec(stderr) ?? [];
  return { seconds: Number(seconds), megabytes: Math.round(Number(kilobytes) / 1024) };
}

const rows: string[] = [];
for (const size of sizes) {
  const show = await serveShow({ size, lastDate: '2026-11-02', seasonLength: 52, transcriptEvery: 3, transcriptTurns: 240, artEvery: 1, notes: 12 });
  const feedBytes = show.publish();
  try {
    await inCopy('.scale', async (work) => {
      // A feed on this machine: the refresh fetches from its own server alone (scripts/refresh/fetch.ts).
      const refresh = await timed(['node', 'scripts/refresh/podcast-refresh.ts', '--root', '.'], work, { PODCAST_FEED: show.feedUrl });
      const build = await timed(['npm', 'run', '--silent', 'build'], work, { THROWAWAY_COPY: '1' });
      const files = filesIn(join(work, 'out'));
      const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
      rows.push(
        `| ${size} | ${(feedBytes / 1e6).toFixed(1)} MB | ${refresh.seconds} s, ${refresh.megabytes} MB | ${build.seconds} s, ${build.megabytes} MB | ${files.length.toLocaleString('en-GB')} (${Math.round((100 * files.length) / hostLimits.files)} %) | ${(bytes / 1e6).toFixed(0)} MB (${Math.round((100 * bytes) / hostLimits.bytes)} %) |`,
      );
    });
  } finally {
    await show.close();
  }
}
console.log(
  [
    `scale: a weekly show in seasons of 52, a one-hour transcript every third episode, each with its own cover art; ${new Date().toISOString().slice(0, 10)}, this machine's cores and Node ${process.version}`,
    '| episodes | feed | refresh: time, peak memory | build: time, peak memory | export files (of the smallest host’s 20,000) | export bytes (of 1 GB) |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n'),
);
