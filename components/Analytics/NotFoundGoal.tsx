'use client';

import { useEffect } from 'react';
import { goal } from './tracker';

/** Reports a not-found page as Plausible's convention asks: a `404` goal with the path that led there. */
export function NotFoundGoal() {
  useEffect(() => goal('404', { path: location.pathname }), []);
  return null;
}
