// content/testimonials.json: the home page's carousel.
import { z } from 'zod';
import { exactly, photo, text } from './fields.ts';

/** A client's words about working with OJ. */
export const testimonial = z.object({
  name: text(60, 'Person quoted.'),
  position: text(60, 'Their role.'),
  company: text(60, 'Their organisation.'),
  text: text(320, 'The quotation, without quotation marks.'),
  image: photo('Portrait.'),
});

export const testimonialsFile = z.object({
  eyebrow: text(30, 'Small label above the heading.'),
  heading: text(60, 'Heading of the carousel.'),
  carouselLabel: text(40, 'What screen readers call the carousel.'),
  previousLabel: text(40, 'What screen readers call the previous button.'),
  nextLabel: text(40, 'What screen readers call the next button.'),
  testimonials: exactly(3, testimonial, 'The three testimonials of the carousel, in order.'),
});

export type Testimonial = z.infer<typeof testimonial>;
