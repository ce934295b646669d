import data from './testimonials.json' with { type: 'json' };
import { loadData } from './schema/load.ts';
import { testimonialsFile } from './schema/testimonials.ts';

/** The three testimonials of the carousel: content/testimonials.json, checked by its schema. */
export const { testimonials } = loadData('content/testimonials.json', data, testimonialsFile);

/** Texts of the testimonials carousel. */
export const testimonialsSection = {
  eyebrow: 'Testimonials',
  heading: 'What Clients Say',
  carouselLabel: 'Client testimonials',
  previousLabel: 'Previous testimonial',
  nextLabel: 'Next testimonial',
  /** A quotation as shown, in its quotation marks. */
  quoted: (text: string) => `“${text}”`,
  /** The accessible name of slide `n` of `count`. */
  slideLabel: (n: number, count: number) => `${n} of ${count}`,
} as const;
