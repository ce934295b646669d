import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while the server renders and while React hydrates the server's HTML, true from the
 * first render after that (and at once in a component mounted later, on client navigation).
 * For what the HTML must say until the scripts run: the same on both sides, so no mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
