import { render, screen } from '@testing-library/react';
import { HeroFadeIn, lateHydrationMs, shouldFadeIn } from './HeroFadeIn';

describe('shouldFadeIn', () => {
  it('plays on a fresh page when motion is allowed', () => {
    expect(shouldFadeIn(false, 300)).toBe(true);
  });

  it('never plays under reduced motion, nor once the reader has had the text for a while', () => {
    expect(shouldFadeIn(true, 300)).toBe(false);
    expect(shouldFadeIn(false, lateHydrationMs)).toBe(false);
  });
});

describe('HeroFadeIn', () => {
  it('renders its content without hiding it, and leaves a late-hydrated page alone', () => {
    // jsdom has no Web Animations API: past the late-hydration mark nothing is animated.
    jest.spyOn(performance, 'now').mockReturnValue(lateHydrationMs);
    Object.defineProperty(performance, 'getEntriesByName', { value: () => [], configurable: true });
    render(
      <HeroFadeIn>
        <h1>Headline</h1>
      </HeroFadeIn>,
    );
    const wrapper = screen.getByRole('heading', { name: 'Headline' }).parentElement;
    expect(wrapper?.getAttribute('style') ?? '').not.toMatch(/opacity/);
  });
});
