import type { ImageLoaderProps } from 'next/image';

/** Default JPEG/WebP/AVIF quality asked of the image host. */
export const defaultQuality = 70;

/**
 * Builds a stock-photo URL at the requested width through the host's imgix parameters,
 * so `srcset` offers real sizes and the host picks the best format (`auto=format`).
 */
export default function unsplashLoader({ src, width, quality }: ImageLoaderProps): string {
  const url = new URL(src);
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality ?? defaultQuality));
  url.searchParams.set('auto', 'format');
  url.searchParams.set('fit', 'crop');
  return url.toString();
}
