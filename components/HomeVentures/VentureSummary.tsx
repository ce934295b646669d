'use client';

import { VentureDialog } from '@/components/VentureDialog/VentureDialog';
import * as dialogStyles from '@/components/VentureDialog/VentureDialog.css';
import { VentureTile } from '@/components/VentureTile/VentureTile';
import * as styles from './HomeVentures.css';

interface VentureSummaryProps {
  /** Venture id, for element ids and the brand colour. */
  id: string;
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
      <VentureDialog
        id={`home-venture-${id}`}
        titleId={`home-venture-${id}-title`}
        triggerClassName={styles.name}
        closeLabel={closeLabel}
        trigger={name}
      >
        <div className={dialogStyles.header}>
          {tile}
          <h2 id={`home-venture-${id}-title`} className={dialogStyles.title}>
            {name}
          </h2>
        </div>
        <p>{description}</p>
      </VentureDialog>
      <p className={styles.description}>{description}</p>
    </div>
  );
}
