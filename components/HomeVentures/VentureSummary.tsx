'use client';

import type { VentureId } from '#model/schema/ventures.ts';
import { Dialog } from '@/components/Dialog/Dialog';
import { VentureTile } from '@/components/VentureTile/VentureTile';
import * as styles from './HomeVentures.css';

interface VentureSummaryProps {
  /** Venture id, for the brand colour. */
  id: VentureId;
  name: string;
  description: string;
  closeLabel: string;
}

/**
 * A home-page venture: a card whose button is the venture's name, so the button is named by
 * exactly what it shows (voice control users say what they see); the button's hit area covers
 * the whole card, so a click anywhere on it opens the dialog with the name and description.
 * Drawn here from four strings rather than on the server, so the page's React payload carries
 * the text once instead of two rendered trees.
 */
export function VentureSummary({ id, name, description, closeLabel }: VentureSummaryProps) {
  const tile = <VentureTile id={id}>{name.charAt(0)}</VentureTile>;
  return (
    <div className={styles.card}>
      <span className={styles.tile}>{tile}</span>
      <Dialog triggerClassName={styles.name} closeLabel={closeLabel} trigger={name} title={name} media={tile}>
        <p>{description}</p>
      </Dialog>
      <p className={styles.description}>{description}</p>
    </div>
  );
}
