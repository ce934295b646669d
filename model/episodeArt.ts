// Episodes' own art, copied as the refresh kept it (content/podcast-art/) into public/ by the prebuild.
// Art whose file is missing shows none, and the refresh fetches it again.
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { basePath } from './basePath.ts';
import { artDir, artSize, type ShowEpisode } from './schema/podcast.ts';
import { siteIcons } from './seo.ts';

export const artTarget = 'public/podcast-art';

export const artFileOf = ({ art }: Pick<ShowEpisode, 'art'>): string | undefined => (art && existsSync(join(artDir, art.file)) ? art.file : undefined);

export function artPathOf(episode: Pick<ShowEpisode, 'art'>): string | undefined {
  const file = artFileOf(episode);
  return file && `${basePath}/podcast-art/${file}`;
}

/** With the size and type a platform chooses by (the Media Session's MediaImage). */
export interface ArtPicture {
  src: string;
  sizes: string;
  type: string;
}

const square = (size: number) => `${size}x${size}`;

const showPictures: ArtPicture[] = [siteIcons.apple, siteIcons.icon, siteIcons.show].map(({ url, size }) => ({
  src: url,
  sizes: square(size),
  type: 'image/png',
}));

/** The show's name, and the episode's own art, else the show's pictures. */
export function lockScreenOf(episode: Pick<ShowEpisode, 'art'>, show: string): { show: string; art: ArtPicture[] } {
  const own = artPathOf(episode);
  return { show, art: own ? [{ src: own, sizes: square(artSize), type: 'image/webp' }] : showPictures };
}

export function copyArt(episodes: readonly Pick<ShowEpisode, 'art' | 'title'>[]): { copied: number; missing: string[] } {
  rmSync(artTarget, { recursive: true, force: true });
  const files = new Set(episodes.flatMap((episode) => artFileOf(episode) ?? []));
  if (files.size) mkdirSync(artTarget, { recursive: true });
  for (const file of files) copyFileSync(join(artDir, file), join(artTarget, file));
  const missing = episodes.filter((episode) => episode.art && !artFileOf(episode)).map(({ title }) => `“${title}”`);
  return { copied: files.size, missing };
}
