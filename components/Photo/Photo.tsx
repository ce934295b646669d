import { preload } from 'react-dom';
import type { Photo as PhotoData } from '#model/types.ts';
import { photoSources } from '@/lib/photos/sources';
import type { PhotoSlot } from '@/lib/photos/slots';
import * as styles from './Photo.css';

interface PhotoProps {
  photo: PhotoData;
  slot: PhotoSlot;
  /** `high`: preloaded, the page's largest paint; `low`: after text and font (a backdrop). Without: lazy. */
  priority?: 'high' | 'low';
  className?: string;
}

/** A server-rendered `<img>` with intrinsic dimensions, no client code; a missing photo leaves its box and alt text. */
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
      // A colour, not a blurred preview: its data URL would cost more than the page's budget has.
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
