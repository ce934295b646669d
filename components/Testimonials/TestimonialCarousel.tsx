'use client';

import { useState, type ReactNode } from 'react';
import { Icon } from '@/components/Icon/Icon';
import { wrapIndex } from './wrapIndex';
import * as styles from './Testimonials.css';

interface TestimonialCarouselProps {
  /** The slides, rendered on the server. */
  slides: readonly ReactNode[];
  /** Accessible name of the carousel. */
  label: string;
  previousLabel: string;
  nextLabel: string;
}

/**
 * The APG carousel pattern: one slide shown, previous and next buttons that wrap around,
 * no automatic rotation, and each change announced politely.
 */
export function TestimonialCarousel({ slides, label, previousLabel, nextLabel }: TestimonialCarouselProps) {
  const [current, setCurrent] = useState(0);
  const count = slides.length;
  const step = (by: number) => setCurrent((index) => wrapIndex(index, by, count));

  return (
    <section aria-roledescription="carousel" aria-label={label} className={styles.carousel}>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} aria-label={previousLabel} onClick={() => step(-1)}>
          <Icon name="arrow-left" />
        </button>
        <span className={styles.position} aria-hidden="true">
          {current + 1} / {count}
        </span>
        <button type="button" className={styles.arrow} aria-label={nextLabel} onClick={() => step(1)}>
          <Icon name="arrow-right" />
        </button>
      </div>
      <div className={styles.slides} aria-live="polite">
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            data-current={index === current}
            className={styles.slide}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
