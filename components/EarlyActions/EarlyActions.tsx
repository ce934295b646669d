'use client';

import { useEffect, useLayoutEffect } from 'react';
import { markCommitted, replayEarlyActions } from '@/lib/earlyActions';

/**
 * Once the page is React's: the loader told so in the commit itself, and what the visitor pressed
 * before its code came done now (lib/earlyActions.ts). Renders nothing.
 */
export function EarlyActions() {
  useLayoutEffect(() => markCommitted(), []);
  useEffect(() => void replayEarlyActions(), []);
  return null;
}
