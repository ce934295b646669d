import { act, renderHook } from '@testing-library/react';
import { constants } from '#model/constants.ts';
import { isScrolledPast, useScrolledPast } from './useScrolledPast';

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('isScrolledPast', () => {
  it('is false at or below the threshold and true above it', () => {
    expect(isScrolledPast(0, 50)).toBe(false);
    expect(isScrolledPast(50, 50)).toBe(false);
    expect(isScrolledPast(51, 50)).toBe(true);
  });
});

describe('useScrolledPast', () => {
  it('follows the scroll position across the 50 px threshold', () => {
    scrollTo(0);
    const { result } = renderHook(() => useScrolledPast(constants.headerScrollThreshold));
    expect(result.current).toBe(false);
    act(() => scrollTo(51));
    expect(result.current).toBe(true);
    act(() => scrollTo(50));
    expect(result.current).toBe(false);
  });

  it('starts solid when the page is already scrolled (a reload mid-page)', () => {
    scrollTo(400);
    const { result } = renderHook(() => useScrolledPast(constants.headerScrollThreshold));
    expect(result.current).toBe(true);
  });
});
