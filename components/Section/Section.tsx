import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { ReactNode } from 'react';
import { container } from '@/styles/layout.css';
import * as styles from './Section.css';

/** The tones the section's recipe defines. */
type Tone = NonNullable<NonNullable<RecipeVariants<typeof styles.root>>['tone']>;

interface SectionProps {
  /** Element id: the in-page anchor, and the base of the heading id. */
  id: string;
  /** Small label above the heading. */
  eyebrow?: string;
  /** The section's h2. */
  heading: string;
  /** A sentence under the heading. */
  intro?: string;
  /** Background and text colours. */
  tone?: Tone;
  /** Centre the heading block. */
  centered?: boolean;
  children?: ReactNode;
  /** A closing link or button, centred under the content. */
  footer?: ReactNode;
}

/** A page section: a `<section>` named by its h2 (so a region landmark), inside the content column. */
export function Section({ id, eyebrow, heading, intro, tone = 'plain', centered = false, children, footer }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={styles.root({ tone })}>
      <div className={container}>
        <div className={centered ? styles.headerCentered : styles.header}>
          {eyebrow ? <p className={styles.eyebrow({ tone })}>{eyebrow}</p> : null}
          <h2 id={headingId} className={styles.heading}>
            {heading}
          </h2>
          {intro ? <p className={styles.intro({ tone })}>{intro}</p> : null}
        </div>
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </section>
  );
}
