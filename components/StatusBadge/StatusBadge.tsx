import type { VentureStatus } from '#model/types.ts';
import { statusLabels } from '#model/ventures.ts';
import * as styles from './StatusBadge.css';

/** A venture's status as a coloured label: Active, In Development or Planned. */
export function StatusBadge({ status }: { status: VentureStatus }) {
  return (
    <span className={styles.badge({ status })}>
      <span className={styles.dot} aria-hidden="true" />
      {statusLabels[status]}
    </span>
  );
}
