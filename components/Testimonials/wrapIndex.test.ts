import { wrapIndex } from './wrapIndex';

describe('wrapIndex', () => {
  it('steps forward and back inside the ring', () => {
    expect(wrapIndex(0, 1, 3)).toBe(1);
    expect(wrapIndex(2, -1, 3)).toBe(1);
  });

  it('wraps from the last to the first going forward', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
  });

  it('wraps from the first to the last going back', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
  });

  it('stays at 0 for an empty ring', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});
