'use client';

import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Icon } from '@/components/Icon/Icon';
import { carouselMarks, step as arrowStep } from '@/lib/earlyActions';
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
 * before the code came is answered at once by the page's loader (lib/earlyActions.ts), which
 * shows the slide React would; React then starts from the slide shown, without a jump.
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

  // The slide the loader showed before this code came (lib/earlyActions.ts): React's from here on.
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
