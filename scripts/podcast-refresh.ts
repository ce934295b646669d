// `npm run podcast:refresh`: the podcast teaser follows the show. Reads the feed (PODCAST_FEED,
// else content/settings.json's podcastFeed), takes the three latest episodes and writes them
// into content/podcast.json, their images into content/photos/ (so the build serves them from
// the site, and img-src stays as it is). The build never fetches the feed: this runs by hand
// or weekly (.github/workflows/podcast.yml), and commits only what changed.
// Anything wrong (no feed, not RSS, too few episodes, markup in a text, an image that does not
// arrive) is said in one line, and no file is touched. `--root DIR` works on another copy.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { podcastFile } from '../content/schema/podcast.ts';
import { problemsOf } from '../content/schema/dataFiles.ts';
import { resolvePodcastFeed } from '../content/settings.ts';
import { FeedError, readFeed, type FeedEpisode } from './podcast/feed.ts';

const rootAt = process.argv.indexOf('--root');
const root = rootAt > 0 ? (process.argv[rootAt + 1] ?? '.') : '.';
const dataFile = 'content/podcast.json';
const photosDir = join(root, 'content/photos');
/** The refresh's own files in content/photos/: replaced each time, never the owner's. */
const prefix = 'podcast-';
const timeoutMs = 20_000;
const maxImageBytes = 8 * 1024 * 1024;
const imageTypes: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

async function get(url: string, what: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { 'User-Agent': 'oj-site podcast refresh' } });
  } catch (error) {
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    throw new FeedError(`${what} could not be fetched from ${url}: ${reason}`);
  }
  if (!response.ok) throw new FeedError(`${what} could not be fetched from ${url}: HTTP ${response.status}`);
  return response;
}

/** An episode's image, downloaded: its file name in content/photos/ and its bytes. */
async function image(episode: FeedEpisode): Promise<{ file: string; bytes: Buffer }> {
  const response = await get(episode.imageUrl, `the image of ${episode.id}`);
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  const extension = imageTypes[type];
  if (!extension) throw new FeedError(`the image of ${episode.id} (${episode.imageUrl}) is ${type || 'of no stated type'}, not a JPEG, PNG or WebP`);
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.length > maxImageBytes) throw new FeedError(`the image of ${episode.id} is ${(bytes.length / 1e6).toFixed(1)} MB; at most ${maxImageBytes / 1e6} MB`);
  return { file: `${prefix}${episode.id}.${extension}`, bytes };
}

async function refresh(): Promise<string> {
  const feed = resolvePodcastFeed();
  if (!feed) return 'nothing to refresh: no feed is set (PODCAST_FEED, or podcastFeed in content/settings.json)';
  const xml = await (await get(feed, 'the feed')).text();
  const { show, episodes } = readFeed(xml, feed);
  const images = await Promise.all(episodes.map(image));
  const currentText = readFileSync(join(root, dataFile), 'utf8');
  const next = {
    ...JSON.parse(currentText),
    // In the schema's order (link last); the feed's image address becomes the downloaded file.
    episodes: episodes.map(({ id, title, date, duration, isoDuration, link }, index) => ({
      id,
      title,
      date,
      duration,
      isoDuration,
      image: { file: images[index]?.file, alt: `Cover art of “${title}”`.slice(0, 160) },
      ...(link ? { link } : {}),
    })),
  };
  const text = `${JSON.stringify(next, null, 2)}\n`;
  const problems = problemsOf(dataFile, text, podcastFile);
  if (problems.length) throw new FeedError(`the episodes would not make a valid ${dataFile}: ${problems.join('; ')}`);
  const unchangedImages = images.every(({ file, bytes }) => existsSync(join(photosDir, file)) && readFileSync(join(photosDir, file)).equals(bytes));
  if (text === currentText && unchangedImages) return `up to date: the three latest episodes of ${show} are already on the site`;
  mkdirSync(photosDir, { recursive: true });
  const kept = new Set(images.map(({ file }) => file));
  for (const file of readdirSync(photosDir)) if (file.startsWith(prefix) && !kept.has(file)) rmSync(join(photosDir, file));
  for (const { file, bytes } of images) writeFileSync(join(photosDir, file), bytes);
  writeFileSync(join(root, dataFile), text);
  return `the three latest episodes of ${show} written to ${dataFile}: ${episodes.map((episode) => `${episode.id} “${episode.title}”`).join(', ')}`;
}

try {
  console.log(`podcast:refresh: ${await refresh()}`);
} catch (error) {
  if (!(error instanceof FeedError) && !(error instanceof Error && /^(PODCAST_FEED|content\/)/.test(error.message))) throw error;
  console.error(`podcast:refresh: ${error.message}; nothing was changed`);
  process.exit(1);
}
