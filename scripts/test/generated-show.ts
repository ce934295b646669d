// A weekly show of any size as its host publishes it, served on this machine: feed, seasons, transcripts and art.
import { createServer } from 'node:http';
import sharp from 'sharp';
import { listen } from '../tools/listen.ts';

export interface ShowShape {
  /** Episodes in all, weekly, the newest on `lastDate`. */
  size: number;
  lastDate: string;
  /** Episodes a season. */
  seasonLength: number;
  /** Every how many episodes one has a transcript (of `transcriptTurns` turns of fifteen seconds), and its own art. */
  transcriptEvery: number;
  transcriptTurns: number;
  artEvery: number;
  /** Paragraphs of show notes an episode has, with a link each. */
  notes: number;
}

/** Episode `n`'s title, as the feed gives it (its page is at /podcast/episode-N-of-the-show). */
export const titleOf = (n: number) => `Episode ${n} of the show`;
export const seasonOf = (shape: ShowShape, n: number) => Math.ceil(n / shape.seasonLength);
export const hasTranscript = (shape: ShowShape, n: number) => n % shape.transcriptEvery === 0;
export const hasArt = (shape: ShowShape, n: number) => n % shape.artEvery === 0;

const time = (seconds: number) =>
  `${String(Math.floor(seconds / 3600)).padStart(2, '0')}:${String(Math.floor(seconds / 60) % 60).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}.000`;

/** A conversation of `turns` turns of about forty words, one every fifteen seconds. */
const transcript = (turns: number) =>
  `WEBVTT\n\n${Array.from({ length: turns }, (_, index) => {
    const who = index % 2 ? 'A Guest' : 'Olu Johnson';
    return `${time(index * 15)} --> ${time(index * 15 + 15)}\n<v ${who}>${'We talked about what the first hundred days of an integration decide, and what they leave open. '.repeat(3)}`;
  }).join('\n\n')}\n`;

/** The feed of episodes `from` to `to` of the show, newest first, served at `origin`. */
export function feedOf(shape: ShowShape, origin: string, from = 1, to = shape.size): string {
  const last = Date.parse(`${shape.lastDate}T09:00:00Z`);
  const notes = Array.from(
    { length: shape.notes },
    (_, index) => `<p>Part ${index} of the notes, with <a href="https://example.com/${index}">a link</a>, on leading change.</p>`,
  ).join('');
  const items = Array.from({ length: to - from + 1 }, (_, index) => {
    const n = to - index;
    const date = new Date(last - 7 * 86_400_000 * (shape.size - n)).toUTCString();
    const transcribed = hasTranscript(shape, n) ? `<podcast:transcript url="${origin}/t/${n}.vtt" type="text/vtt"/>` : '';
    const art = hasArt(shape, n) ? `<itunes:image href="${origin}/art/${n}.jpg"/>` : '';
    return `<item><title>${titleOf(n)}</title><guid isPermaLink="false">generated-${n}</guid><pubDate>${date}</pubDate><description><![CDATA[${notes}]]></description><itunes:episode>${n}</itunes:episode><itunes:season>${seasonOf(shape, n)}</itunes:season><itunes:duration>3600</itunes:duration>${art}<enclosure url="https://media.example.com/show/${n}.mp3" type="audio/mpeg" length="57600000"/>${transcribed}</item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0"><channel><title>OJ to the World</title><itunes:image href="${origin}/cover.jpg"/>${items.join('')}</channel></rss>`;
}

/** Its feed lists episodes `from` to `to` (set by `publish`, as a host that prunes its oldest). */
export async function serveShow(shape: ShowShape) {
  const cover = await sharp({ create: { width: 600, height: 600, channels: 3, background: '#0b1a33' } })
    .jpeg()
    .toBuffer();
  let feed = '';
  const server = createServer((request, response) => {
    const url = request.url ?? '';
    if (url === '/cover.jpg' || url.startsWith('/art/')) return response.writeHead(200, { 'Content-Type': 'image/jpeg' }).end(cover);
    if (url.startsWith('/t/')) return response.writeHead(200, { 'Content-Type': 'text/vtt' }).end(transcript(shape.transcriptTurns));
    response.writeHead(200, { 'Content-Type': 'application/rss+xml' }).end(feed);
  });
  const origin = `http://127.0.0.1:${await listen(server)}`;
  const publish = (from = 1, to = shape.size) => {
    feed = feedOf(shape, origin, from, to);
    return Buffer.byteLength(feed);
  };
  publish();
  return { feedUrl: `${origin}/feed.xml`, publish, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
