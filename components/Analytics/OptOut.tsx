'use client';

import { useSyncExternalStore } from 'react';
import { useHydrated } from '@/hooks/useHydrated';
import { optOutKey, trackingDeclined } from './signals';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener); // another tab of the site changed it
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Whether this browser's visits are not counted; storage refused (a privacy mode) reads as counted. */
function optedOut(): boolean {
  try {
    return localStorage.getItem(optOutKey) === 'true';
  } catch {
    return false;
  }
}

function setOptedOut(value: boolean) {
  try {
    if (value) localStorage.setItem(optOutKey, 'true');
    else localStorage.removeItem(optOutKey);
  } catch {
    // storage refused: nothing to keep, and nothing is kept
  }
  listeners.forEach((listener) => listener());
}

const never = () => false;
const noSubscription = () => () => {};

interface OptOutProps {
  label: string;
  /** Said when the browser already asks not to be tracked. */
  signalled: string;
  className?: string;
}

/**
 * The privacy page's switch: on, Plausible's tracker sends nothing from this browser (its own
 * `plausible_ignore` flag, the one thing the statistics keep on a visitor's device). Disabled
 * until the page's scripts run, since only they can keep the choice.
 */
export function OptOut({ label, signalled, className }: OptOutProps) {
  const checked = useSyncExternalStore(subscribe, optedOut, never);
  const declined = useSyncExternalStore(noSubscription, trackingDeclined, never);
  const live = useHydrated();
  return (
    <>
      <label className={className}>
        <input type="checkbox" role="switch" checked={checked} disabled={!live} onChange={(event) => setOptedOut(event.target.checked)} />
        {label}
      </label>
      {declined ? <p>{signalled}</p> : null}
    </>
  );
}
