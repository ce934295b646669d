#!/usr/bin/env node
// `npm run scale -- 100 400 1000`: what a show of so many weekly episodes costs, measured. For
// each size, in a copy of the project (scripts/test/build-copy.ts): a generated feed on this
// machine (52 episodes a season, show notes, a one-hour transcript for every third episode, as
// hosts publish them), the podcast refresh on it, then the build; the time and peak memory of
// each, and the export's files and bytes against the smallest host's limits
// (model/exportBounds.ts). Prints one table; nothing leaves the machine.
import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { hostLimits } from '#model/exportBounds.ts';
import { filesIn } from '../build/files.ts';
import { inCopy } from '../test/build-copy.ts';
import { listen } from './listen.ts';

const run = promisify(execFile);
const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((size) => Number.isInteger(size) && size > 0);
if (!sizes.length) {
  console.error('scale: give the numbers of episodes to measure, such as `npm run scale -- 100 400 1000`');
  process.exit(2);
}

const notes = Array.from(
  { length: 12 },
  (_, index) => `<p>Part ${index} of the notes, with <a href="https://example.com/${index}">a link</a>, on leading change.</p>`,
).join('');
/** A one-hour conversation: a turn of about forty words every fifteen seconds. */
const transcript = () => {
  const cues = Array.from({ length: 240 }, (_, index) => {
    const start = index * 15;
    const time = (seconds: number) =>
      `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}.000`;
    const who = index % 2 ? 'A Guest' : 'Olu Johnson';
    return `${time(start)} --> ${time(start + 15)}\n<v ${who}>${'We talked about what the first hundred days of an integration decide, and what they leave open. '.repeat(3)}`;
  });
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
};

/** The feed of a show of `size` weekly episodes, newest first, served at `origin`. */
function feedOf(size: number, origin: string): string {
  const items = Array.from({ length: size }, (_, index) => {
    const n = size - index;
    const date = new Date(Date.UTC(2007, 0, 1 + 7 * n)).toUTCString();
    const withTranscript = n % 3 === 0 ? `<podcast:transcript url="${origin}/t/${n}.vtt" type="text/vtt"/>` : '';
    return `<item><title>Episode ${n} of the show</title><guid isPermaLink="false">scale-${n}</guid><pubDate>${date}</pubDate><description><![CDATA[${notes}]]></description><itunes:episode>${n}</itunes:episode><itunes:season>${Math.ceil(n / 52)}</itunes:season><itunes:duration>3600</itunes:duration><itunes:image href="${origin}/cover.jpg"/><enclosure url="https://media.example.com/show/${n}.mp3" type="audio/mpeg" length="57600000"/>${withTranscript}</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel><title>OJ to the World</title>${items.join('')}</channel></rss>`;
}

/** Runs a command in `cwd`, timed by /usr/bin/time: its seconds and peak memory (MB). Not blocking: the feed is served from this process. */
async function timed(command: string[], cwd: string, env: Record<string, string> = {}): Promise<{ seconds: number; megabytes: number }> {
  const { stderr } = await run('/usr/bin/time', ['-f', 'scale-time %e %M', ...command], { cwd, env: { ...process.env, ...env }, maxBuffer: 1e8 });
  const [, seconds = '0', kilobytes = '0'] = /scale-time ([\d.]+) (\d+)/.exec(stderr) ?? [];
  return { seconds: Number(seconds), megabytes: Math.round(Number(kilobytes) / 1024) };
}

const cover = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#0b1a33' } })
  .jpeg()
  .toBuffer();
const rows: string[] = [];
for (const size of sizes) {
  let feed = '';
  const server = createServer((request, response) => {
    if (request.url === '/cover.jpg') return response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(cover);
    if (request.url?.startsWith('/t/')) return response.writeHead(200, { 'Content-Type': 'text/vtt' }).end(transcript());
    response.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(feed);
  });
  const origin = `http://127.0.0.1:${await listen(server)}`;
  feed = feedOf(size, origin);
  try {
    await inCopy('.scale', async (work) => {
      // A feed on this machine: the refresh fetches from its own server alone (scripts/tools/podcast/fetch.ts).
      const refresh = await timed(['node', 'scripts/tools/podcast-refresh.ts', '--root', '.'], work, { PODCAST_FEED: `${origin}/feed.xml` });
      const build = await timed(['npm', 'run', '--silent', 'build'], work, { THROWAWAY_COPY: '1' });
      const files = filesIn(join(work, 'out'));
      const bytes = files.reduce((sum, file) => sum + statSync(file).size, 0);
      rows.push(
        `| ${size} | ${(Buffer.byteLength(feed) / 1e6).toFixed(1)} MB | ${refresh.seconds} s, ${refresh.megabytes} MB | ${build.seconds} s, ${build.megabytes} MB | ${files.length.toLocaleString('en-GB')} (${Math.round((100 * files.length) / hostLimits.files)} %) | ${(bytes / 1e6).toFixed(0)} MB (${Math.round((100 * bytes) / hostLimits.bytes)} %) |`,
      );
    });
  } finally {
    server.close();
  }
}
console.log(
  [
    `scale: a weekly show in seasons of 52, a one-hour transcript every third episode; ${new Date().toISOString().slice(0, 10)}, this machine's cores and Node ${process.version}`,
    '| episodes | feed | refresh: time, peak memory | build: time, peak memory | export files (of the smallest host’s 20,000) | export bytes (of 1 GB) |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n'),
);
