import type { AnimationOptions, DOMKeyframesDefinition } from 'framer-motion';
import { animate } from 'framer-motion/dom/mini';
import { reducedMotion } from './motionOnDemand';
import { durations } from './tokens';

// Played by framer-motion's animator, loaded on demand (motionOnDemand.ts): no first load carries it.

interface Motion {
  keyframes: DOMKeyframesDefinition;
  /** `pseudoElement` (untyped upstream) moves a `::backdrop`. */
  options: AnimationOptions & { pseudoElement?: string };
}

const seconds = (duration: string) => Number.parseFloat(duration) / 1000;
const easeOut = [0.16, 1, 0.3, 1] as const;

export const motions = {
  slideIn: (direction: 1 | -1): Motion => ({
    keyframes: { opacity: [0, 1], transform: [`translateX(${direction * 48}px)`, 'none'] },
    options: { duration: seconds(durations.base), ease: easeOut },
  }),
  dialogIn: {
    keyframes: { opacity: [0, 1], transform: ['translateY(16px) scale(0.98)', 'none'] },
    options: { duration: seconds(durations.base), ease: easeOut },
  },
  /** Shorter than its entrance, as leaving should be. */
  dialogOut: {
    keyframes: { opacity: [1, 0], transform: ['none', 'translateY(8px) scale(0.98)'] },
    options: { duration: seconds(durations.fast), ease: 'easeIn' },
  },
  backdrop: (direction: 1 | -1, duration: string): Motion => ({
    keyframes: { opacity: direction === 1 ? [0, 1] : [1, 0] },
    options: { duration: seconds(duration), pseudoElement: '::backdrop' },
  }),
  menuOpen: {
    keyframes: { opacity: [0, 1], transform: ['translateY(-8px)', 'none'] },
    options: { duration: seconds(durations.base), ease: easeOut },
  },
} satisfies Record<string, Motion | ((...args: never[]) => Motion)>;

/** Under reduced motion, or a refused keyframe, it resolves at once: motion never holds a change back. */
export function play(element: Element, { keyframes, options }: Motion): Promise<void> {
  if (reducedMotion()) return Promise.resolve();
  try {
    return animate(element, keyframes, options).then(
      () => undefined,
      () => undefined,
    );
  } catch {
    return Promise.resolve();
  }
}

export const slideIn = (slide: Element, direction: 1 | -1) => play(slide, motions.slideIn(direction));

export const menuOpen = (panel: Element) => play(panel, motions.menuOpen);
