/** Whether the visitor asks for reduced motion: then no motion code is fetched or played. */
export const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Code that moves things, fetched when the visitor is about to act. */
export interface MotionOnDemand<M> {
  /** Handlers for the element a visitor is about to use: a pointer over it or focus in it fetches the code. */
  intent: { onPointerEnter: () => void; onFocus: () => void };
  /** The module once it is here (its motions check the preference again as they play). */
  readonly code: M | undefined;
}

/**
 * Motion answers what the visitor does, so its code (framer-motion and the site's motions)
 * is no part of any page's first load: it comes on the first sign of intent, a pointer over
 * or focus in the control, which is before the click that needs it; never for a visitor who
 * asks for reduced motion, and again on the next intent if it failed to arrive. Until it is
 * here, changes simply happen without motion.
 */
export function motionOnDemand<M>(fetch: () => Promise<M>): MotionOnDemand<M> {
  let code: M | undefined;
  let requested = false;
  const load = () => {
    if (requested || reducedMotion()) return;
    requested = true;
    fetch().then(
      (loaded) => void (code = loaded),
      () => void (requested = false),
    );
  };
  return {
    intent: { onPointerEnter: load, onFocus: load },
    get code() {
      return code;
    },
  };
}
