import type { Blurb } from '#model/types.ts';
import { Icon } from '@/components/Icon/Icon';
import * as styles from './BlurbCard.css';

interface BlurbCardProps {
  blurb: Blurb;
  /** Step number, shown instead of the icon in a sequence. */
  step?: number;
}

/** A titled paragraph in a card: a value, a mission blurb or a step of the approach. */
export function BlurbCard({ blurb, step }: BlurbCardProps) {
  return (
    <article className={styles.card}>
      {step !== undefined ? (
        <span className={styles.step} aria-hidden="true">
          {step}
        </span>
      ) : blurb.icon ? (
        <span className={styles.icon}>
          <Icon name={blurb.icon} />
        </span>
      ) : null}
      <h3 className={styles.title}>{blurb.title}</h3>
      <p className={styles.text}>{blurb.text}</p>
    </article>
  );
}
