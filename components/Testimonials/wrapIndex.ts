/** Moves `step` places from `index` in a ring of `length` items: past the last comes the first, and back. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}
