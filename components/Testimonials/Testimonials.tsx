import { testimonials, testimonialsSection as copy } from '#model/testimonials.ts';
import { Photo } from '@/components/Photo/Photo';
import { Section } from '@/components/Section/Section';
import { TestimonialCarousel } from './TestimonialCarousel';
import * as styles from './Testimonials.css';

/** What clients say: three quotations in a carousel. */
export function Testimonials() {
  const slides = testimonials.map((t) => (
    <figure key={t.name} className={styles.figure}>
      <blockquote className={styles.quote}>
        <p>{copy.quoted(t.text)}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <Photo photo={t.image} slot="avatar" className={styles.portrait} />
        <span>
          <cite className={styles.name}>{t.name}</cite>
          <br />
          <span className={styles.role}>
            {t.position}, {t.company}
          </span>
        </span>
      </figcaption>
    </figure>
  ));
  return (
    <Section id="testimonials" tone="band" centered eyebrow={copy.eyebrow} heading={copy.heading}>
      <TestimonialCarousel
        slides={slides}
        label={copy.carouselLabel}
        slideLabels={slides.map((_, index) => copy.slideLabel(index + 1, slides.length))}
        previousLabel={copy.previousLabel}
        nextLabel={copy.nextLabel}
      />
    </Section>
  );
}
