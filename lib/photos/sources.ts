import { basePath } from '#model/basePath.ts';
import { absoluteUrl } from '#model/seo.ts';
import type { Photo, RemotePhoto } from '#model/types.ts';
import { asUploadedPath, localPhotoFiles, photoFileName, type LocalPhotoFiles } from './manifest';
import { candidateWidths, type Candidate } from './widths';
import { photoQuality, photoSlots, type PhotoSlot } from './slots';
import unsplashLoader from './unsplash';

/** Everything an `<img>` (and a `<picture>`'s AVIF `<source>`) needs for one use of a photo. */
export interface PhotoSources {
  /** The size the box reserves, before the photo arrives. */
  width: number;
  height: number;
  /** The largest candidate, for browsers and crawlers that read only `src`. */
  src: string;
  srcSet: string;
  /** For a fluid slot; a fixed one uses density descriptors instead. */
  sizes?: string;
  /** For a local photo: the same widths in AVIF, and the largest of them. */
  avif?: { src: string; srcSet: string };
  /** For a local photo: its average colour, to paint its box until it arrives. */
  color?: string;
}

const srcSetOf = (candidates: Candidate[], url: (width: number) => string) =>
  candidates.map(({ width, descriptor }) => `${url(width)} ${descriptor}`).join(', ');

/** A local photo's files, with a build warning when the photo is smaller than its slot can use. */
function localFiles(file: string, slot: PhotoSlot): LocalPhotoFiles {
  const files = localPhotoFiles(file);
  const wanted = candidateWidths(photoSlots[slot], Number.POSITIVE_INFINITY).at(-1)!.width;
  if (!files.pending && wanted > files.width) {
    console.warn(`photo ${files.source} is ${files.width} px wide; its ${slot} slot can use ${wanted} px, so it will look soft on large or dense screens`);
  }
  return files;
}

/** Picks the stock-photo host or the local files by the photo's source, with the slot's widths. */
export function photoSources(photo: Photo, slot: PhotoSlot): PhotoSources {
  const size = photoSlots[slot];
  const local = 'file' in photo ? localFiles(photo.file, slot) : undefined;
  const intrinsic = local ?? (photo as RemotePhoto);
  const fixed = typeof size === 'number';
  const box = { width: fixed ? size : intrinsic.width, height: fixed ? Math.round((size * intrinsic.height) / intrinsic.width) : intrinsic.height };
  // A photo the editor is still preparing: the one file as it was uploaded, in the box its slot keeps.
  if ('file' in photo && local?.pending) {
    const src = `${basePath}${asUploadedPath(photo.file)}`;
    return { ...box, src, srcSet: src, color: local.color };
  }
  const candidates = candidateWidths(size, intrinsic.width);
  const url = (width: number, format = 'webp') =>
    local
      ? `${basePath}/photos/${photoFileName(local.stem, width, format)}`
      : unsplashLoader({ src: (photo as RemotePhoto).src, width, quality: photoQuality[slot] });
  return {
    ...box,
    src: url(candidates.at(-1)!.width),
    srcSet: srcSetOf(candidates, url),
    sizes: fixed ? undefined : size,
    ...(local && { avif: { src: url(candidates.at(-1)!.width, 'avif'), srcSet: srcSetOf(candidates, (width) => url(width, 'avif')) }, color: local.color }),
  };
}

/** An absolute URL of the photo at its largest, for structured data and social cards. */
export function photoUrl(photo: Photo): string {
  if ('src' in photo) return photo.src;
  const files = localPhotoFiles(photo.file);
  if (files.pending) return absoluteUrl(asUploadedPath(photo.file));
  return absoluteUrl(`/photos/${photoFileName(files.stem, files.widths.at(-1)!, 'webp')}`);
}
