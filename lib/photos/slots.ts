// Where photos are drawn, and how wide: each use names its slot, and the build step that
// writes local photos (scripts/pipeline/photos.ts) makes the widths every slot can ask for.
// No imports, so Node runs it as it is.

/** Each slot's width: a `sizes` attribute for a fluid image, or CSS px for a fixed one. */
export const photoSlots = {
  /**
   * A page hero's full-bleed background, under a 78% dark scrim: on a desktop, the full width; on
   * a phone or tablet, about one device pixel per CSS pixel (half the width at 2x), which under
   * the scrim looks the same and is the one photo the first screen waits for: on Lighthouse's
   * phone the 430 px file (15 KB, one TCP window) instead of the 860 px (41-51 KB, three).
   */
  hero: '(min-width: 1024px) 100vw, 50vw',
  /** The home page's portrait beside the about teaser. */
  portrait: '(min-width: 1024px) 480px, 100vw',
  /** The about page's journey photo. */
  journey: '(min-width: 1024px) 460px, 100vw',
  /** A podcast episode's cover. */
  episode: '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw',
  /** A photo in an article's text: the width of the text. */
  article: '(min-width: 768px) 720px, 100vw',
  /** A testimonial's round avatar. */
  avatar: 64,
} as const satisfies Record<string, string | number>;

export type PhotoSlot = keyof typeof photoSlots;

/**
 * Quality asked of the stock-photo host where it differs from its default (70): a hero lies
 * under a 78% dark scrim, where 40 looks the same and weighs about 40% less. On a phone that
 * keeps it near 41 KB, inside the first two round trips of a new connection (TCP's first
 * window, 14.6 KB, then twice that): at 45 it was 44-46 KB and took a third.
 */
export const photoQuality: Partial<Record<PhotoSlot, number>> = { hero: 40 };
