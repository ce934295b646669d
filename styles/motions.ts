import type { AnimationOptions, DOMKeyframesDefinition } from 'framer-motion';
import { animate } from 'framer-motion/dom/mini';
import { reducedMotion } from './motionOnDemand';
import { durations } from './tokens';

/**
 * The site's motions, played by framer-motion's animator (the Web Animations API). This module
 * is loaded on demand (motionOnDemand.ts): no page's first load carries it.
 */

/** A motion: what changes, and how long and how it moves. */
interface Motion {
  keyframes: DOMKeyframesDefinition;
  /** Timing; `pseudoElement` (passed through to the Web Animations API, untyped upstream) moves e.g. a `::backdrop`. */
  options: AnimationOptions & { pseudoElement?: string };
}

const seconds = (duration: string) => Number.parseFloat(duration) / 1000;
const easeOut = [0.16, 1, 0.3, 1] as const;

export const motions = {
  /** A testimonial coming in: from the right after Next (1), from the left after Previous (-1). */
  slideIn: (direction: 1 | -1): Motion => ({
    keyframes: { opacity: [0, 1], transform: [`translateX(${direction * 48}px)`, 'none'] },
    options: { duration: seconds(durations.base), ease: easeOut },
  }),
  /** A dialog opening. */
  dialogIn: {
    keyframes: { opacity: [0, 1], transform: ['translateY(16px) scale(0.98)', 'none'] },
    options: { duration: seconds(durations.base), ease: easeOut },
  },
  /** A dialog closing: shorter than its entrance, as leaving should be. */
  dialogOut: {
    keyframes: { opacity: [1, 0], transform: ['none', 'translateY(8px) scale(0.98)'] },
    options: { duration: seconds(durations.fast), ease: 'easeIn' },
  },
  /** A backdrop fading in (1) or out (-1) with its dialog. */
  backdrop: (direction: 1 | -1, duration: string): Motion => ({
    keyframes: { opacity: direction === 1 ? [0, 1] : [1, 0] },
    options: { duration: seconds(duration), pseudoElement: '::backdrop' },
  }),
  /** The phone menu dropping open under the header. */
  menuOpen: {
    keyframes: { opacity: [0, 1], transform: ['translateY(-8px)', 'none'] },
    options: { duration: seconds(durations.base), ease: easeOut },
  },
} satisfies Record<string, Motion | ((...args: never[]) => Motion)>;

/**
 * Plays a motion on an element that is already in its final state, and resolves when it ends.
 * Under reduced motion, or where a browser refuses a keyframe (e.g. no animation of
 * `::backdrop`), it resolves at once: the change simply happens, motion never holds it back.
 */
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

/** A testimonial slides in from the side the visitor asked for. */
export const slideIn = (slide: Element, direction: 1 | -1) => play(slide, motions.slideIn(direction));

/** The phone menu drops open. */
export const menuOpen = (panel: Element) => play(panel, motions.menuOpen);
