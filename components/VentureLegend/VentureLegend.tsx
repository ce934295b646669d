import type { Content } from '#model/registry.ts';
import { ventureStatuses } from '#model/schema/ventures.ts';
import { StatusBadge } from '@/components/StatusBadge/StatusBadge';
import * as styles from './VentureLegend.css';

/** The key to the status badges: Active, In Development, Planned. */
export function VentureLegend({ copy }: { copy: Pick<Content<'ventures'>, 'legendHeading' | 'statusLabels'> }) {
  return (
    <div className={styles.root}>
      <p className={styles.label} id="venture-legend">
        {copy.legendHeading}:
      </p>
      <ul role="list" aria-labelledby="venture-legend" className={styles.list}>
        {ventureStatuses.map((status) => (
          <li key={status}>
            <StatusBadge status={status} label={copy.statusLabels[status]} />
          </li>
        ))}
      </ul>
    </div>
  );
}
