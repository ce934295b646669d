import type { ReactNode } from 'react';
import * as styles from './StatusPage.css';

interface StatusPageProps {
  /** The h1 ('404', or the error title). */
  heading: string;
  /** Whether the heading is a status code such as '404' (drawn so it never moves on load). */
  code?: boolean;
  /** The main line under it. */
  text: string;
  /** Ways out: links and buttons, set in a row. */
  children: ReactNode;
}

/** A full-width message for the not-found and error pages. */
export function StatusPage({ heading, code = false, text, children }: StatusPageProps) {
  return (
    <section className={styles.root} aria-labelledby="status-title">
      <div className={styles.content}>
        <h1 id="status-title" className={styles.heading({ code })}>
          {heading}
        </h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{children}</div>
      </div>
    </section>
  );
}
