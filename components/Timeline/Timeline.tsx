import type { Milestone } from '#model/types.ts';
import * as styles from './Timeline.css';

/** Milestones in order, as an ordered list on a vertical line. */
export function Timeline({ milestones }: { milestones: readonly Milestone[] }) {
  return (
    <ol role="list" className={styles.list}>
      {milestones.map((milestone) => (
        <li key={milestone.year} className={styles.item}>
          <p className={styles.year}>
            <time dateTime={milestone.year}>{milestone.year}</time>
          </p>
          <h3 className={styles.title}>{milestone.title}</h3>
          <p className={styles.text}>{milestone.text}</p>
        </li>
      ))}
    </ol>
  );
}
