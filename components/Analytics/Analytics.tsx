'use client';

import { useEffect } from 'react';
import { startTracker, type TrackerConfig } from './tracker';

/** Starts the visit statistics once the page is up; renders nothing. */
export function Analytics(config: TrackerConfig) {
  const { domain, endpoint, booking } = config;
  useEffect(() => startTracker({ domain, endpoint, booking }), [domain, endpoint, booking]);
  return null;
}
