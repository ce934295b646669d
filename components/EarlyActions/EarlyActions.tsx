'use client';

import { useEffect } from 'react';
import { replayEarlyActions } from '@/lib/earlyActions';

/** Once the page is React's: what the visitor pressed before its code came is done now (lib/earlyActions.ts). Renders nothing. */
export function EarlyActions() {
  useEffect(() => void replayEarlyActions(), []);
  return null;
}
