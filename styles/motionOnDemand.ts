export const reducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface MotionOnDemand<M> {
  intent: { onPointerEnter: () => void; onFocus: () => void };
  /** Its motions check the preference again as they play. */
  readonly code: M | undefined;
}

/** Fetched on the first sign of intent (before the click that needs it), never under reduced motion; until then changes just happen. */
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
