'use client';

import { useEffect, useRef, type ReactNode } from 'react';

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
 * Fades the hero text in once the page has mounted. The server HTML is fully visible (no
 * `opacity:0`), so the text is readable before and without JavaScript and the LCP never waits
 * for a script; the fade is an enhancement played on top of it. framer-motion's animator is
 * fetched after hydration, so it costs the first load nothing.
 */
export function HeroFadeIn({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!shouldFadeIn(reduced, msSinceFirstPaint())) return;
    let cancelled = false;
    void import('framer-motion/dom/mini').then(({ animate }) => {
      const element = ref.current;
      if (cancelled || !element || !shouldFadeIn(reduced, msSinceFirstPaint())) return;
      animate(element, { opacity: [0, 1], transform: ['translateY(16px)', 'none'] }, { duration: 0.7, ease: 'easeOut' });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return <div ref={ref}>{children}</div>;
}
