// Each episode's own cover art on the site: the files the refresh kept in content/podcast-art/
// (scripts/refresh/art.ts), copied as they are to public/podcast-art/ by the prebuild, so a
// build of a thousand covers only copies them. An episode names art whose file is not there (a
// clone without it, a file removed by hand) shows none, and the refresh fetches it again.
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { basePath } from './basePath.ts';
import { artDir, artSize, type ShowEpisode } from './schema/podcast.ts';
import { siteIcons } from './seo.ts';

/** Where the prebuild puts the art the pages show. */
export const artTarget = 'public/podcast-art';

/** The file of an episode's art the site shows, or undefined where it has none on disk. */
export const artFileOf = ({ art }: Pick<ShowEpisode, 'art'>): string | undefined => (art && existsSync(join(artDir, art.file)) ? art.file : undefined);

/** The address the art of an episode is served at, or undefined. */
export function artPathOf(episode: Pick<ShowEpisode, 'art'>): string | undefined {
  const file = artFileOf(episode);
  return file && `${basePath}/podcast-art/${file}`;
}

/** One picture of the lock screen's artwork, with the size and type a platform chooses by (the Media Session's MediaImage). */
export interface ArtPicture {
  src: string;
  sizes: string;
  type: string;
}

const square = (size: number) => `${size}x${size}`;

/** The show's own pictures, in the sizes the platforms ask for (a phone's notification, its lock screen, a car's screen). */
const showPictures: ArtPicture[] = [siteIcons.apple, siteIcons.icon, siteIcons.show].map(({ url, size }) => ({
  src: url,
  sizes: square(size),
  type: 'image/png',
}));

/**
 * What the lock screen and the headset name while an episode plays (components/EpisodePlayer): the
 * show's name, and the episode's own art, else the show's pictures, its face wherever it is heard.
 */
export function lockScreenOf(episode: Pick<ShowEpisode, 'art'>, show: string): { show: string; art: ArtPicture[] } {
  const own = artPathOf(episode);
  return { show, art: own ? [{ src: own, sizes: square(artSize), type: 'image/webp' }] : showPictures };
}

/** Copies the art of `episodes` into `artTarget` (and nothing else): the files copied, and the episodes whose art is missing. */
export function copyArt(episodes: readonly Pick<ShowEpisode, 'art' | 'title'>[]): { copied: number; missing: string[] } {
  rmSync(artTarget, { recursive: true, force: true });
  const files = new Set(episodes.flatMap((episode) => artFileOf(episode) ?? []));
  if (files.size) mkdirSync(artTarget, { recursive: true });
  for (const file of files) copyFileSync(join(artDir, file), join(artTarget, file));
  const missing = episodes.filter((episode) => episode.art && !artFileOf(episode)).map(({ title }) => `“${title}”`);
  return { copied: files.size, missing };
}
