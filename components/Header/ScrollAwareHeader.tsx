'use client';

import type { ReactNode } from 'react';
import { useScrolledPast } from '@/hooks/useScrolledPast';
import * as styles from './Header.css';

interface ScrollAwareHeaderProps {
  /** Scroll offset in px past which the header turns solid. */
  threshold: number;
  children: ReactNode;
}

/** The fixed page header: transparent over the hero, solid once the page is scrolled past the threshold. */
export function ScrollAwareHeader({ threshold, children }: ScrollAwareHeaderProps) {
  const scrolled = useScrolledPast(threshold);
  return (
    <header className={styles.root} data-solid={scrolled}>
      {children}
    </header>
  );
}
