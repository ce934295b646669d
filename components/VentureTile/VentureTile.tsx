import type { ReactNode } from 'react';
import type { VentureId } from '#model/schema/ventures.ts';
import * as styles from './VentureTile.css';

interface VentureTileProps {
  /** Venture id, which picks its brand colour. */
  id: VentureId;
  /** What the tile shows: the venture's icon or initial. */
  children: ReactNode;
}

/** A square in the venture's brand colour. Decorative: the name beside it says which venture. */
export function VentureTile({ id, children }: VentureTileProps) {
  return (
    <span className={styles.byVenture[id]} aria-hidden="true">
      {children}
    </span>
  );
}
