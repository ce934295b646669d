import data from '../content/testimonials.json' with { type: 'json' };
import { loadContent } from './registry.ts';

const { testimonials, ...section } = loadContent('testimonials', data);

/** The three testimonials of the carousel: content/testimonials.json, checked by its schema. */
export { testimonials };

/** Texts of the testimonials carousel. */
export const testimonialsSection = {
  ...section,
  /** A quotation as shown, in its quotation marks. */
  quoted: (text: string) => `“${text}”`,
  /** The accessible name of slide `n` of `count`. */
  slideLabel: (n: number, count: number) => `${n} of ${count}`,
};
