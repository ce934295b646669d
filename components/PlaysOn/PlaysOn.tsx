'use client';

// Every page of a site with a show (the root layout draws it only then): the small player that
// plays on the episode a page's player handed on as the listener left it (./playing.ts), loaded
// only then (its code is in no page's first scripts), and gone when nothing plays on.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { current, subscribe } from './playing';

const MiniPlayer = lazy(() => import('./MiniPlayer'));

export function PlaysOn() {
  const playing = useSyncExternalStore(subscribe, current, () => undefined);
  return playing ? (
    <Suspense fallback={null}>
      <MiniPlayer playing={playing} />
    </Suspense>
  ) : null;
}
