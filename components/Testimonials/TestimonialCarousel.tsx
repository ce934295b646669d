'use client';

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/Icon/Icon';
import { carouselMarks, step as arrowStep } from '@/lib/earlyActions';
import { motionOnDemand } from '@/styles/motionOnDemand';
import { wrapIndex } from './wrapIndex';
import * as styles from './Testimonials.css';

const motion = motionOnDemand(() => import('@/styles/motions'));

interface TestimonialCarouselProps {
  slides: readonly ReactNode[];
  slideLabels: readonly string[];
  label: string;
  previousLabel: string;
  nextLabel: string;
}

/**
 * The APG carousel: no rotation, changes announced politely. The slides share one grid cell, so
 * nothing below moves; a press before the code came is answered by the loader, and React starts from it.
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
    const shown = [...(slidesRef.current?.children ?? [])].findIndex((slide) => slide.getAttribute(carouselMarks.current) === 'true');
    if (shown > 0) setCurrent(shown);
  }, []);

  useLayoutEffect(() => {
    const shown = slidesRef.current?.children[current];
    if (shown && direction.current) void motion.code?.slideIn(shown, direction.current);
  }, [current]);

  return (
    <section aria-roledescription="carousel" aria-label={label} className={styles.carousel} {...{ [carouselMarks.carousel]: '' }} {...motion.intent}>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} aria-label={previousLabel} {...arrowStep(-1)} onClick={() => step(-1)}>
          <Icon name="arrow-left" />
        </button>
        {/* One text node, which the loader may have moved on before React came (it then adopts the slide shown). */}
        <span className={styles.position} aria-hidden="true" {...{ [carouselMarks.position]: '' }} suppressHydrationWarning>
          {`${current + 1} / ${count}`}
        </span>
        <button type="button" className={styles.arrow} aria-label={nextLabel} {...arrowStep(1)} onClick={() => step(1)}>
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
            {...{ [carouselMarks.current]: String(index === current) }}
            className={styles.slide}
          >
            {slide}
          </div>
        ))}
      </div>
    </section>
  );
}
