// Shrink-to-fit of tile labels (issue 20): the largest size that fits, never below the floor.
import { describe, expect, it } from 'vitest';
import { largestFitting } from '../../src/ui/fitText';

describe('largestFitting', () => {
  it('keeps the stylesheet size when the label fits', () => {
    expect(largestFitting(11, 9, 0.5, () => true)).toBe(11);
  });

  it('steps down to the largest size that fits', () => {
    expect(largestFitting(11, 9, 0.5, (size) => size <= 9.6)).toBe(9.5);
  });

  it('tries the floor itself, and nothing below it', () => {
    const tried: number[] = [];
    const fits = (size: number) => {
      tried.push(size);
      return size <= 9;
    };
    expect(largestFitting(11, 9, 0.5, fits)).toBe(9);
    expect(tried.at(-1)).toBe(9);
    expect(largestFitting(11, 9, 0.5, (size) => size <= 8.5)).toBeNull();
  });
});
