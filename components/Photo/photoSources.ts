import { basePath } from '@/content/basePath';
import { absoluteUrl } from '@/content/seo';
import type { LocalPhoto, Photo, RemotePhoto } from '@/content/types';
import { localPhotoFiles } from './localPhotos';
import { candidateWidths, type Candidate } from './photoWidths';
import { photoSlots, type PhotoSlot } from './slots';
import unsplashLoader from './unsplashLoader';

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
  /** For a local photo: the same widths in AVIF. */
  avifSrcSet?: string;
  /** For a local photo: a tiny blurred image to show until it arrives. */
  placeholder?: string;
}

const srcSetOf = (candidates: Candidate[], url: (width: number) => string) =>
  candidates.map(({ width, descriptor }) => `${url(width)} ${descriptor}`).join(', ');

/** Picks the stock-photo host or the local files by the photo's source, with the slot's widths. */
export function photoSources(photo: Photo, slot: PhotoSlot): PhotoSources {
  const size = photoSlots[slot];
  const local = 'file' in photo ? localPhotoFiles(photo.file) : undefined;
  const intrinsic = local ?? (photo as RemotePhoto);
  const candidates = candidateWidths(size, intrinsic.width);
  const wanted = candidateWidths(size, Number.POSITIVE_INFINITY).at(-1)!.width;
  if (local && wanted > local.width) {
    console.warn(`photo content/photos/${(photo as LocalPhoto).file} is ${local.width} px wide; its ${slot} slot can use ${wanted} px, so it will look soft on large or dense screens`);
  }
  const url = (width: number, format = 'webp') =>
    local ? `${basePath}/photos/${local.stem}-${width}.${format}` : unsplashLoader({ src: (photo as RemotePhoto).src, width });
  const fixed = typeof size === 'number';
  return {
    width: fixed ? size : intrinsic.width,
    height: fixed ? Math.round((size * intrinsic.height) / intrinsic.width) : intrinsic.height,
    src: url(candidates.at(-1)!.width),
    srcSet: srcSetOf(candidates, url),
    sizes: fixed ? undefined : size,
    ...(local && { avifSrcSet: srcSetOf(candidates, (width) => url(width, 'avif')), placeholder: local.placeholder }),
  };
}

/** An absolute URL of the photo at its largest, for structured data and social cards. */
export function photoUrl(photo: Photo): string {
  if ('src' in photo) return photo.src;
  const files = localPhotoFiles(photo.file);
  return absoluteUrl(`/photos/${files.stem}-${files.widths.at(-1)}.webp`);
}
