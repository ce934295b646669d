'use client';

import { useSyncExternalStore } from 'react';

/** True when the page is scrolled strictly more than `threshold` px. */
export function isScrolledPast(scrollY: number, threshold: number): boolean {
  return scrollY > threshold;
}

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

/**
 * Whether the window is scrolled past `threshold`. Reads the live position on hydration,
 * so a reload mid-page or a client-side navigation starts in the right state; the static
 * HTML assumes the top of the page.
 */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isScrolledPast(window.scrollY, threshold),
    () => false,
  );
}
