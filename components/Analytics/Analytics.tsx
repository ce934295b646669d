'use client';

import { useEffect } from 'react';

/**
 * Starts the visit statistics once the page is up; renders nothing. The tracker, its settings
 * and its goals come in a chunk of their own, fetched then (loading it starts them): a page's
 * first load carries only this.
 */
export function Analytics() {
  useEffect(() => {
    import('./tracker').catch(() => undefined); // no statistics is never the visitor's problem
  }, []);
  return null;
}
