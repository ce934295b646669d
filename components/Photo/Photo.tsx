import { getImageProps } from 'next/image';
import type { Photo as PhotoData } from '@/content/types';
import unsplashLoader from './unsplashLoader';

interface PhotoProps {
  /** The photo and its alternative text, from content. */
  photo: PhotoData;
  /**
   * How wide the image is drawn: a `sizes` attribute for fluid images, or a number of px for
   * fixed ones, which get 1x/2x candidates instead of every width.
   */
  sizes: string | number;
  /** Above the fold: fetch at once, with high priority. */
  priority?: boolean;
  className?: string;
}

/**
 * A stock photo as a plain, server-rendered `<img>`: responsive `srcset` from the image
 * host, intrinsic dimensions so nothing shifts while it loads, lazy below the fold.
 * No client JavaScript; a missing photo leaves its box and alt text in place.
 */
export function Photo({ photo, sizes, priority = false, className }: PhotoProps) {
  const fixed = typeof sizes === 'number';
  const { props } = getImageProps({
    src: photo.src,
    alt: photo.alt,
    width: fixed ? sizes : photo.width,
    height: fixed ? Math.round((sizes * photo.height) / photo.width) : photo.height,
    sizes: fixed ? undefined : sizes,
    loader: unsplashLoader,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  });
  // getImageProps is Next's documented way to render <img> itself. Its `style="color:transparent"`
  // would hide the alt text of a photo that fails to load, so it is dropped. For an eager,
  // high-priority <img>, React itself writes the `<link rel="preload">` into <head>.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt comes from props
  return <img {...props} style={undefined} className={className} decoding="async" />;
}
