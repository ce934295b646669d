import { preload } from 'react-dom';
import type { Photo as PhotoData } from '#model/types.ts';
import { photoSources } from '@/lib/photos/sources';
import type { PhotoSlot } from '@/lib/photos/slots';
import * as styles from './Photo.css';

interface PhotoProps {
  /** The photo and its alternative text, from content. */
  photo: PhotoData;
  /** Where it is drawn (lib/photos/slots.ts): decides the widths offered. */
  slot: PhotoSlot;
  /**
   * Above the fold: fetched at once. `high` first of all, preloaded from `<head>`: the page's
   * largest paint. `low` after the page's own text and font: a backdrop that fills the first
   * screen, which the browser does not count as a paint of its own. Without: lazy.
   */
  priority?: 'high' | 'low';
  className?: string;
}

/**
 * A photo as a plain, server-rendered `<img>`: the widths its slot needs on real screens, from
 * the stock-photo host or (the owner's own photos) as AVIF with a WebP fallback; intrinsic
 * dimensions so nothing shifts while it loads (a local photo's box shows its average colour),
 * lazy below the fold. No client JavaScript; a missing photo leaves its box and alt text in
 * place. An eager, high-priority photo is preloaded from `<head>` (for a stock `<img>`, React
 * writes that `<link>` itself).
 */
export function Photo({ photo, slot, priority, className }: PhotoProps) {
  const sources = photoSources(photo, slot);
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser; the widths are ours
    <img
      alt={photo.alt}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      width={sources.width}
      height={sources.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority}
      decoding="async"
      className={className}
      // Not a blurred preview: its data URL costs about 0.4 KB of HTML (React's payload repeats
      // it), more than the home page's budget has; the colour is 7 bytes.
      style={sources.color ? { backgroundColor: sources.color } : undefined}
    />
  );
  const { avif } = sources;
  if (!avif) return img;
  // React preloads a high-priority <img>, but not one inside a <picture>: the AVIF set, then.
  if (priority === 'high') {
    preload(avif.src, { as: 'image', type: 'image/avif', imageSrcSet: avif.srcSet, imageSizes: sources.sizes, fetchPriority: 'high' });
  }
  return (
    <picture className={styles.picture}>
      <source type="image/avif" srcSet={avif.srcSet} sizes={sources.sizes} />
      {img}
    </picture>
  );
}
