'use client';

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/Icon/Icon';
import { replay } from '@/lib/earlyActions';
import { motionOnDemand } from '@/styles/motionOnDemand';
import { wrapIndex } from './wrapIndex';
import * as styles from './Testimonials.css';

const motion = motionOnDemand(() => import('@/styles/motions'));

interface TestimonialCarouselProps {
  /** The slides, rendered on the server. */
  slides: readonly ReactNode[];
  /** Accessible name of each slide ('1 of 3'). */
  slideLabels: readonly string[];
  /** Accessible name of the carousel. */
  label: string;
  previousLabel: string;
  nextLabel: string;
}

/**
 * The APG carousel pattern: one slide shown, previous and next buttons that wrap around,
 * no automatic rotation, and each change announced politely. The slides share one grid cell,
 * so the carousel is as tall as its longest slide and nothing below it moves on a change; the
 * new slide comes in from the side the visitor asked for (motion loaded on intent). A press
 * before the code came is done once it has (lib/earlyActions.ts).
 */
export function TestimonialCarousel({ slides, slideLabels, label, previousLabel, nextLabel }: TestimonialCarouselProps) {
  const [current, setCurrent] = useState(0);
  const direction = useRef<1 | -1 | undefined>(undefined);
  const slidesRef = useRef<HTMLDivElement>(null);
  const count = slides.length;
  const step = (by: 1 | -1) => {
    direction.current = by;
    setCurrent((index) => wrapIndex(index, by, count));
  };

  useLayoutEffect(() => {
    const shown = slidesRef.current?.children[current];
    if (shown && direction.current) void motion.code?.slideIn(shown, direction.current);
  }, [current]);

  return (
    <section aria-roledescription="carousel" aria-label={label} className={styles.carousel} {...motion.intent}>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} aria-label={previousLabel} {...replay('click')} onClick={() => step(-1)}>
          <Icon name="arrow-left" />
        </button>
        <span className={styles.position} aria-hidden="true">
          {current + 1} / {count}
        </span>
        <button type="button" className={styles.arrow} aria-label={nextLabel} {...replay('click')} onClick={() => step(1)}>
          <Icon name="arrow-right" />
        </button>
      </div>
      <div ref={slidesRef} className={styles.slides} aria-live="polite">
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabels[index]}
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
