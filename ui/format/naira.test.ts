import { describe, expect, it } from 'vitest';
import { formatNaira } from './naira';

describe('formatNaira', () => {
  it.each([
    [24500, '₦24,500'],
    [260000, '₦260,000'],
    [10000, '₦10,000'],
    [0, '₦0'],
    [999, '₦999'],
    [1250.5, '₦1,250.50'],
    [1250.05, '₦1,250.05'],
    [1250.0, '₦1,250'],
    [1000000, '₦1,000,000'],
    [-2500, '-₦2,500'],
    [-1250.5, '-₦1,250.50'],
    [-0, '₦0'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatNaira(amount)).toBe(expected);
  });

  it('rounds to the nearest kobo and drops kobo that round away', () => {
    expect(formatNaira(1250.499)).toBe('₦1,250.50');
    expect(formatNaira(1250.001)).toBe('₦1,250');
    expect(formatNaira(-0.001)).toBe('₦0');
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => formatNaira(Number.NaN)).toThrow(RangeError);
    expect(() => formatNaira(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
