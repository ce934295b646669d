// Where photos are drawn, and how wide; the build writes the widths every slot can ask for. No imports, so Node runs it as is.

export const photoSlots = {
  /** On a phone, about one device pixel per CSS pixel: under the scrim it looks the same, in one TCP window. */
  hero: '(min-width: 1024px) 100vw, 50vw',
  portrait: '(min-width: 1024px) 480px, 100vw',
  journey: '(min-width: 1024px) 460px, 100vw',
  episode: '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw',
  article: '(min-width: 768px) 720px, 100vw',
  avatar: 64,
} as const satisfies Record<string, string | number>;

export type PhotoSlot = keyof typeof photoSlots;

/** Under a 78% scrim, 40 looks the same as the host's 70 and weighs about 40% less. */
export const photoQuality: Partial<Record<PhotoSlot, number>> = { hero: 40 };
