// `npm run podcast:refresh`: the teaser and the show follow the feed. Writes content/podcast.json, the
// teaser's images into content/photos/ (served from the site, so img-src stays), and every episode
// into content/episodes.json, keeping those the feed dropped. The build never fetches the feed; this
// runs by hand or weekly and commits what changed. Anything wrong is one line, and no file is touched.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { artDir, episodesFile, maxAudioOrigins, podcastFile, refreshedPaths, refreshPhotoList } from '#model/schema/podcast.ts';
import { problemsOf } from '#model/schema/dataFiles.ts';
import { parsedOrNothing } from '#model/schema/load.ts';
import { transcriptsDir } from '#model/schema/transcripts.ts';
import { episodeWords } from '#model/episodeWords.ts';
import { resolvePodcastFeed } from '#model/settings.ts';
import { decodeFeed, episodeCount, FeedError, type FeedEpisode } from './feed.ts';
import { maxPhotoPixels } from '#model/schema/cms.ts';
import { fetchChecked, shown } from './fetch.ts';
import { readShow, teaserCandidates, withinAudioHosts, withinNewBound, withinShow } from './show.ts';
import { reservedNotes, withStored } from '#model/episodeSlugs.ts';
import { withArt } from './art.ts';
import { fetchAllExtras, withExtras, withinPages } from './store-transcripts.ts';

const dataFile = 'content/podcast.json';
const episodesDataFile = 'content/episodes.json';
/** A photo of the owner's is never touched, whatever its name. */
const ownList = refreshPhotoList;
/** A thousand episodes with notes given three times is about 12 MB (measured): twice that, within a minute. */
const feedLimits = { maxBytes: 24 * 1024 * 1024, timeoutMs: 60_000, maxRedirects: 5 };
const imageLimits = { maxBytes: 8 * 1024 * 1024, timeoutMs: 20_000, maxRedirects: 5 };
const imageFormats: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp' };

const ownName = /^podcast-ep-\d{3,}\.(jpg|png|webp)$/;

/** Its list; before it kept one, the images content/podcast.json names under its own names. */
function writtenBefore(photosDir: string, current: unknown): string[] {
  const ownFiles = join(photosDir, ownList);
  const listed: unknown = existsSync(ownFiles) ? JSON.parse(readFileSync(ownFiles, 'utf8')) : undefined;
  const episodes: unknown = typeof current === 'object' && current !== null ? Reflect.get(current, 'episodes') : undefined;
  const named = Array.isArray(episodes) ? episodes.map((episode: unknown) => Reflect.get(Object(Reflect.get(Object(episode), 'image')), 'file')) : [];
  return (Array.isArray(listed) ? listed : named).filter((file): file is string => typeof file === 'string' && ownName.test(file));
}

/** Made WebP; never SVG, which could reach for other files. */
const convertedFormats = new Set(['gif', 'heif']);

async function image(episode: FeedEpisode, address: string, feed: URL): Promise<{ file: string; bytes: Buffer; from: string }> {
  const what = `the image of “${episode.title}”`;
  const { url, bytes } = await fetchChecked(new URL(address), feed, what, imageLimits);
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: maxPhotoPixels }).metadata()).format;
  } catch {
    format = undefined;
  }
  const extension = format ? imageFormats[format] : undefined;
  if (extension) return { file: `podcast-${episode.id}.${extension}`, bytes, from: address };
  if (format && convertedFormats.has(format)) {
    const webp = await sharp(bytes, { failOn: 'error', limitInputPixels: maxPhotoPixels })
      .webp({ quality: 85 })
      .toBuffer()
      .catch(() => undefined);
    if (webp) return { file: `podcast-${episode.id}.webp`, bytes: webp, from: address };
  }
  throw new FeedError(`${what} (${shown(url)}) is not a picture the site can use${format ? ` (${format})` : ''}`);
}

/** The newest whose image arrives; fewer than three: none, and the home page keeps its three. */
async function teaserImages(candidates: readonly FeedEpisode[], showImage: string | undefined, feed: URL) {
  const fetched = new Map<string, Promise<{ file: string; bytes: Buffer; from: string } | string>>();
  const notes: string[] = [];
  const teased: (FeedEpisode & { file: string; bytes: Buffer; from: string })[] = [];
  const imageOf = async (episode: FeedEpisode) => {
    const why: string[] = [];
    for (const address of new Set([episode.imageUrl, ...(showImage ? [showImage] : [])])) {
      const key = `${episode.id} ${address}`;
      const got = fetched.get(key) ?? image(episode, address, feed).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
      fetched.set(key, got);
      const result = await got;
      if (typeof result !== 'string') return { ...episode, ...result };
      why.push(result);
    }
    notes.push(`on the home page without “${episode.title}”, whose image could not be used: ${why.join('; ')}`);
    return undefined;
  };
  for (let next = 0; teased.length < episodeCount && next < candidates.length;) {
    const batch = candidates.slice(next, next + episodeCount - teased.length);
    next += batch.length;
    for (const episode of await Promise.all(batch.map(imageOf))) if (episode) teased.push(episode);
  }
  return { teased: teased.length === episodeCount ? teased : [], notes };
}

/** Throws for what is wrong, having changed nothing. */
async function refreshPodcast(root: string, feed = resolvePodcastFeed(), extrasWithin?: number): Promise<string> {
  const photosDir = join(root, 'content/photos');
  if (!feed) return 'nothing to refresh: no feed is set (PODCAST_FEED, or podcastFeed in content/settings.json)';
  const feedUrl = new URL(feed);
  const xml = decodeFeed((await fetchChecked(feedUrl, feedUrl, 'the feed', feedLimits)).bytes);
  const { show, episodes: read, leftOut, extras, images: imageUrls, showImage, feed: subscribe } = readShow(xml, feed);
  const currentText = readFileSync(join(root, dataFile), 'utf8');
  const storedText = existsSync(join(root, episodesDataFile)) ? readFileSync(join(root, episodesDataFile), 'utf8') : undefined;
  const { episodes: unaddressed, left } = withinAudioHosts(read);
  const stored = storedText === undefined ? undefined : parsedOrNothing(storedText); // none: each episode gets a new address
  const { episodes: withNew, kept: notInFeed } = withStored(unaddressed, stored);
  const storedSlugs = new Set(episodesFile.safeParse(stored).data?.episodes.flatMap(({ slug }) => slug ?? []));
  const { episodes: everyOne, waiting } = withinNewBound(withNew, storedSlugs);
  // Those he took off stay stored (their addresses kept), but are teased no more.
  const leftOff = new Set(podcastFile.safeParse(parsedOrNothing(currentText)).data?.leftOff);
  const offIds = new Set(everyOne.flatMap(({ id, slug }) => (leftOff.has(slug) ? [id] : [])));
  const { episodes: addressed, dropped } = withinShow(everyOne, leftOff);
  const onSite = new Set<string>(addressed.flatMap(({ id }) => (offIds.has(id) ? [] : [id])));
  const candidates = teaserCandidates(read, imageUrls, leftOut).filter(({ id }) => onSite.has(id));
  const { teased: episodes, notes: imageNotes } = await teaserImages(candidates, showImage, feedUrl);
  const images = episodes.map(({ file, bytes }) => ({ file, bytes }));
  const storedEpisodes = episodesFile.safeParse(stored).data?.episodes.flatMap((episode) => (episode.slug ? [{ ...episode, slug: episode.slug }] : [])) ?? [];
  const {
    episodes: withTranscripts,
    writes: fetchedWrites,
    shown,
    notes: fetchedNotes,
  } = withExtras(root, addressed, await fetchAllExtras(addressed, extras, feedUrl, extrasWithin), storedEpisodes);
  const art = await withArt(root, withTranscripts, extras, storedEpisodes, feedUrl, {
    withinMs: extrasWithin,
    fetched: new Map(episodes.map(({ from, bytes }) => [from, bytes])),
  });
  const showEpisodes = art.episodes;
  const { writes, notes: pageNotes } = await withinPages(showEpisodes, fetchedWrites, shown);
  const extraNotes = [...fetchedNotes, ...pageNotes, ...art.notes];
  const current = JSON.parse(currentText);
  const own = writtenBefore(photosDir, current);
  const owners = images.filter(({ file }) => existsSync(join(photosDir, file)) && !own.includes(file));
  if (owners.length)
    throw new FeedError(`content/photos/${owners[0]?.file} is a photo of yours, not one the refresh wrote; rename it, and the refresh will write its own`);
  const next = {
    ...current,
    // In the schema's order (link last); the image address becomes the downloaded file.
    episodes: episodes.length
      ? episodes.map(({ id, title, date, duration, link, file }) => ({
          id,
          title,
          date,
          duration,
          image: { file, alt: `Cover art of “${title}”`.slice(0, 160) },
          ...(link ? { link } : {}),
        }))
      : current.episodes,
  };
  const text = `${JSON.stringify(next, null, 2)}\n`;
  const problems = problemsOf(dataFile, text, podcastFile);
  if (problems.length) throw new FeedError(`the episodes would not make a valid ${dataFile}: ${problems.join('; ')}`);
  const episodesText = `${JSON.stringify({ feed: subscribe, episodes: showEpisodes }, null, 2)}\n`;
  const showProblems = problemsOf(episodesDataFile, episodesText, episodesFile);
  if (showProblems.length) throw new FeedError(`the episodes would not make a valid ${episodesDataFile}: ${showProblems.join('; ')}`);
  const unchangedImages = images.every(({ file, bytes }) => own.includes(file) && readFileSync(join(photosDir, file)).equals(bytes));
  const unchangedShow = storedText === episodesText;
  const teaserKept = episodes.length
    ? []
    : [
        `the home page keeps the three episodes it had: fewer than three of the latest ${candidates.length < episodeCount ? 'have a page on the site' : 'have an image that can be used'}`,
      ];
  const keptLine = notInFeed.length
    ? [
        `kept, with their pages, though the feed no longer has them: ${notInFeed.length} episode${notInFeed.length === 1 ? '' : 's'}, the latest “${notInFeed[0]?.title}”`,
      ]
    : [];
  if (text === currentText && unchangedImages && unchangedShow && !writes.length && !art.writes.length && !art.removals.length)
    return [`up to date: the episodes of ${show} are already on the site`, ...keptLine, ...imageNotes, ...teaserKept].join('\npodcast:refresh: ');
  if (images.length) {
    mkdirSync(photosDir, { recursive: true });
    const kept = new Set(images.map(({ file }) => file));
    for (const file of own) if (!kept.has(file)) rmSync(join(photosDir, file), { force: true });
    for (const { file, bytes } of images) writeFileSync(join(photosDir, file), bytes);
    writeFileSync(join(photosDir, ownList), `${JSON.stringify([...kept].sort(), null, 2)}\n`);
  }
  writeFileSync(join(root, dataFile), text);
  writeFileSync(join(root, episodesDataFile), episodesText);
  if (writes.length) mkdirSync(join(root, transcriptsDir), { recursive: true });
  for (const { file, text: transcript } of writes) writeFileSync(join(root, file), transcript);
  if (art.writes.length) mkdirSync(join(root, artDir), { recursive: true });
  for (const { file, bytes } of art.writes) writeFileSync(join(root, file), bytes);
  for (const file of art.removals) rmSync(join(root, file), { force: true });
  const listed = `${showEpisodes.length} episode${showEpisodes.length === 1 ? '' : 's'}`;
  const players = left.length ? `; listed without a player, their audio being on more hosts than the page's ${maxAudioOrigins}: ${left.join(', ')}` : '';
  const unplayable = showEpisodes.flatMap(({ title, unplayable: why }) => (why ? [`“${title}” (${episodeWords.unplayable[why]})`] : []));
  const notes = [
    ...(leftOut.length ? [`left out of the podcast page: ${leftOut.join('; ')}`] : []),
    ...imageNotes,
    ...teaserKept,
    ...keptLine,
    ...waiting,
    ...dropped,
    ...(offIds.size
      ? [`kept off the site, as you chose in the editor (Podcast, Episodes off the site): ${offIds.size} episode${offIds.size === 1 ? '' : 's'}`]
      : []),
    ...reservedNotes(showEpisodes),
    ...(writes.length ? [`${writes.length} transcript${writes.length === 1 ? '' : 's'} from the feed written to ${transcriptsDir}/`] : []),
    ...(art.writes.length ? [`${art.writes.length} episode${art.writes.length === 1 ? '’s' : 's’'} cover art written to ${artDir}/`] : []),
    ...(unplayable.length ? [`listed without a player: ${unplayable.join('; ')}`] : []),
    ...extraNotes,
  ];
  const teaserWords = episodes.length
    ? `the three latest episodes of ${show} written to ${dataFile}: ${episodes.map((episode) => `${episode.id} “${episode.title}”`).join(', ')}`
    : `the episodes of ${show}`;
  return `${[`${teaserWords}; the latest ${listed}, for the podcast page, to ${episodesDataFile}${players}`, ...notes].join('\npodcast:refresh: ')}`;
}

/** No secret of the feed's address in it; undefined for an error of the program's own. */
function refusal(error: unknown): string | undefined {
  if (!(error instanceof FeedError) && !(error instanceof Error && /^(PODCAST_FEED|content\/)/.test(error.message))) return undefined;
  const message = error.message.replace(/https?:\/\/\S+/g, (address) => (URL.canParse(address) ? shown(new URL(address)) : address));
  return `podcast:refresh: ${message}; nothing was changed`;
}

/** `extrasWithin` shortens the time for transcripts and chapters (ms), for tests. */
export async function outcome(root: string, feed?: string, extrasWithin?: number): Promise<{ code: 0 | 1; line: string }> {
  try {
    return { code: 0, line: `podcast:refresh: ${await refreshPodcast(root, feed, extrasWithin)}` };
  } catch (error) {
    const line = refusal(error);
    if (line === undefined) throw error;
    return { code: 1, line };
  }
}

async function main() {
  if (process.argv.includes('--paths')) return console.log(refreshedPaths.join(' ')); // for the weekly workflow's commit
  const rootAt = process.argv.indexOf('--root');
  // What no rule foresaw is still one line, and changed nothing: every write comes after every check.
  const { code, line } = await outcome(rootAt > 0 ? (process.argv[rootAt + 1] ?? '.') : '.').catch((error: unknown) => ({
    code: 1 as const,
    line: `podcast:refresh: the feed could not be read (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); nothing was changed`,
  }));
  if (code) {
    console.error(line);
    process.exit(code);
  }
  console.log(line);
}

if (import.meta.url === `file://${process.argv[1]}`) void main();
