'use client';

import { useEffect, type ReactNode } from 'react';
import { useAnimate } from 'framer-motion/mini';

/**
 * Past this many ms after the first paint the reader has already been reading the text,
 * so a fade would only make it blink: skip it.
 */
export const lateHydrationMs = 1500;

/** Whether the entrance should play: motion allowed, and the text only just painted. */
export function shouldFadeIn(reducedMotion: boolean, msSinceFirstPaint: number): boolean {
  return !reducedMotion && msSinceFirstPaint < lateHydrationMs;
}

function msSinceFirstPaint(): number {
  const [paint] = performance.getEntriesByName('first-contentful-paint');
  return performance.now() - (paint?.startTime ?? 0);
}

/**
 * Fades the hero text in once the page has mounted. The server HTML is fully visible
 * (no `opacity:0`), so the text is readable before and without JavaScript and the LCP
 * never waits for a script; the fade is an enhancement played on top of it.
 */
export function HeroFadeIn({ children }: { children: ReactNode }) {
  const [scope, animate] = useAnimate<HTMLDivElement>();

  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!scope.current || !shouldFadeIn(reduced, msSinceFirstPaint())) return;
    animate(scope.current, { opacity: [0, 1], transform: ['translateY(16px)', 'none'] }, { duration: 0.7, ease: 'easeOut' });
  }, [animate, scope]);

  return <div ref={scope}>{children}</div>;
}
