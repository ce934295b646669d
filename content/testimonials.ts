import type { Testimonial } from './types';

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Sarah Mitchell',
    position: 'Chief Operating Officer',
    company: 'Northbridge Logistics',
    text: 'OJ took over our acquisition integration six weeks before Day 1, when it was drifting. We closed on schedule, kept every key customer and hit the synergy target a quarter early.',
    image: {
      src: 'https://images.unsplash.com/photo-1494790108377-be9c29b29330',
      alt: 'Portrait of Sarah Mitchell',
      width: 400,
      height: 400,
    },
  },
  {
    name: 'David Okafor',
    position: 'Group CIO',
    company: 'Meridian Financial Services',
    text: 'Our core banking replacement had been through two programme directors. OJ reset the plan, rebuilt trust with the vendors and brought it live with zero unplanned downtime.',
    image: {
      src: 'https://images.unsplash.com/photo-1472099645785-5658abf4ff4e',
      alt: 'Portrait of David Okafor',
      width: 400,
      height: 400,
    },
  },
  {
    name: 'Priya Raman',
    position: 'Programme Manager',
    company: 'Halcyon Health',
    text: 'Six months of mentoring with OJ changed how I lead. I went from running one workstream to running the whole programme, and I finally understand how to manage a steering committee.',
    image: {
      src: 'https://images.unsplash.com/photo-1438761681033-6461ffad8d80',
      alt: 'Portrait of Priya Raman',
      width: 400,
      height: 400,
    },
  },
];

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
