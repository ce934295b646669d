import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { ReactNode } from 'react';
import type { Photo as PhotoData } from '#model/types.ts';
import { Photo } from '@/components/Photo/Photo';
import * as styles from './PageHero.css';

interface PageHeroProps {
  /** Small label above the heading. */
  eyebrow: string;
  /** The page's h1. */
  heading: string;
  /** A line in the brand colour under the heading. */
  tagline?: string;
  /** A paragraph under the heading. */
  intro?: string;
  /** Background photo; decorative, so its alt is empty. */
  image: PhotoData;
  /** `home` fills the first screen. */
  size?: NonNullable<NonNullable<RecipeVariants<typeof styles.root>>['size']>;
  /** Buttons under the text. */
  actions?: ReactNode;
  /** The text rises and brightens into place as the page first paints (the home page's hero). */
  entrance?: boolean;
}

/** The dark banner at the top of every page: photo, scrim, h1 and text. */
export function PageHero({ eyebrow, heading, tagline, intro, image, size = 'page', actions, entrance = false }: PageHeroProps) {
  return (
    <section className={styles.root({ size })} aria-labelledby="page-title">
      {/* The home hero fills the first screen: its heading is the largest paint, not the photo behind it. */}
      <Photo photo={image} slot="hero" priority={size === 'home' ? 'low' : 'high'} className={styles.photo} />
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.content({ entrance })}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 id="page-title" className={styles.heading}>
          {heading}
        </h1>
        {tagline ? <p className={styles.tagline}>{tagline}</p> : null}
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </section>
  );
}
