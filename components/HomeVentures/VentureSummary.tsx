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
 * A home-page venture: the whole card is one button opening a dialog with the name and
 * description. Drawn here from four strings rather than on the server, so the page's React
 * payload carries the text once instead of two rendered trees.
 */
export function VentureSummary({ id, name, description, closeLabel }: VentureSummaryProps) {
  const tile = <VentureTile id={id}>{name.charAt(0)}</VentureTile>;
  return (
    <VentureDialog
      id={`home-venture-${id}`}
      titleId={`home-venture-${id}-title`}
      triggerClassName={styles.card}
      triggerLabelledBy={`home-venture-${id}-name`}
      closeLabel={closeLabel}
      trigger={
        <>
          {tile}
          <span className={styles.text}>
            <span id={`home-venture-${id}-name`} className={styles.name}>
              {name}
            </span>
            <span className={styles.description}>{description}</span>
          </span>
        </>
      }
    >
      <div className={dialogStyles.header}>
        {tile}
        <h2 id={`home-venture-${id}-title`} className={dialogStyles.title}>
          {name}
        </h2>
      </div>
      <p>{description}</p>
    </VentureDialog>
  );
}
