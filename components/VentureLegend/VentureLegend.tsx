import { ventureStatuses, venturesPage } from '#model/ventures.ts';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import * as styles from './VentureLegend.css';

/** The key to the status badges: Active, In Development, Planned. */
export function VentureLegend() {
  return (
    <div className={styles.root}>
      <p className={styles.label} id="venture-legend">
        {venturesPage.legendHeading}:
      </p>
      <ul role="list" aria-labelledby="venture-legend" className={styles.list}>
        {ventureStatuses.map((status) => (
          <li key={status}>
            <StatusBadge status={status} />
          </li>
        ))}
      </ul>
    </div>
  );
}
