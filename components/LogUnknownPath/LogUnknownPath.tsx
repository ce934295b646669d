'use client';

import { useEffect } from 'react';

/** Logs the path that led to the not-found page, as the specification asks. Renders nothing. */
export function LogUnknownPath() {
  useEffect(() => {
    console.log(`404: no page at ${window.location.pathname}`);
  }, []);
  return null;
}
