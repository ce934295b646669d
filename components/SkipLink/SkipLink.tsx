import * as styles from './SkipLink.css';

/** The first focusable element of every page: jumps past the header to `main`. */
export function SkipLink({ targetId, label }: { targetId: string; label: string }) {
  return (
    <a href={`#${targetId}`} className={styles.root}>
      {label}
    </a>
  );
}
