import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testimonialsSection } from '#model/testimonials.ts';
import { TestimonialCarousel } from './TestimonialCarousel';

const slides = ['First quote', 'Second quote', 'Third quote'].map((text) => <p key={text}>{text}</p>);

/** The carousel of the three slides, as the home page gives it its labels. */
const renderCarousel = () =>
  render(
    <TestimonialCarousel
      slides={slides}
      slideLabels={slides.map((_, i) => testimonialsSection.slideLabel(i + 1, slides.length))}
      label="Client testimonials"
      previousLabel="Previous testimonial"
      nextLabel="Next testimonial"
    />,
  );

/** The one slide a visitor can see (the others are visibility: hidden). */
function current() {
  return screen.getByRole('group');
}

describe('TestimonialCarousel', () => {
  it('is a labelled carousel of slides named "N of 3"', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Client testimonials' })).toHaveAttribute('aria-roledescription', 'carousel');
    const all = screen.getAllByRole('group', { hidden: true });
    expect(all.map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(current()).toHaveTextContent('First quote');
    expect(current()).toHaveAccessibleName('1 of 3');
  });

  it('wraps forward from the last slide and back from the first', async () => {
    const user = userEvent.setup();
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Previous testimonial' }));
    expect(current()).toHaveTextContent('Third quote');
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(current()).toHaveTextContent('First quote');
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(current()).toHaveTextContent('Third quote');
    await user.click(screen.getByRole('button', { name: 'Next testimonial' }));
    expect(current()).toHaveTextContent('First quote');
  });
});
