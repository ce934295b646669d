import type { VentureStatus } from '#model/types.ts';
import * as styles from './StatusBadge.css';

/** A venture's status as a coloured label (content/ventures.json's words): Active, In Development or Planned. */
export function StatusBadge({ status, label }: { status: VentureStatus; label: string }) {
  return (
    <span className={styles.badge({ status })}>
      <span className={styles.dot} aria-hidden="true" />
      {label}
    </span>
  );
}
