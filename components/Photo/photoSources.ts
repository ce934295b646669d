import { basePath } from '@/content/basePath';
import { absoluteUrl } from '@/content/seo';
import type { Photo } from '@/content/types';
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
  const fixed = typeof size === 'number';
  if ('src' in photo) {
    const candidates = candidateWidths(size, photo.width);
    const url = (width: number) => unsplashLoader({ src: photo.src, width });
    const box = fixed ? { width: size, height: Math.round((size * photo.height) / photo.width) } : photo;
    return { width: box.width, height: box.height, src: url(candidates.at(-1)!.width), srcSet: srcSetOf(candidates, url), sizes: fixed ? undefined : size };
  }
  const files = localPhotoFiles(photo.file);
  const candidates = candidateWidths(size, files.width);
  const wanted = candidateWidths(size, Number.POSITIVE_INFINITY).at(-1)!.width;
  if (wanted > files.width) {
    console.warn(`photo content/photos/${photo.file} is ${files.width} px wide; its ${slot} slot can use ${wanted} px, so it will look soft on large or dense screens`);
  }
  const url = (width: number, format = 'webp') => `${basePath}/photos/${files.stem}-${width}.${format}`;
  const box = fixed ? { width: size, height: Math.round((size * files.height) / files.width) } : files;
  return {
    width: box.width,
    height: box.height,
    src: url(candidates.at(-1)!.width),
    srcSet: srcSetOf(candidates, url),
    sizes: fixed ? undefined : size,
    avifSrcSet: srcSetOf(candidates, (width) => url(width, 'avif')),
    placeholder: files.placeholder,
  };
}

/** An absolute URL of the photo at its largest, for structured data and social cards. */
export function photoUrl(photo: Photo): string {
  if ('src' in photo) return photo.src;
  const files = localPhotoFiles(photo.file);
  return absoluteUrl(`/photos/${files.stem}-${files.widths.at(-1)}.webp`);
}
