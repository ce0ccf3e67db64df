import { describe, expect, it } from 'vitest';
import { formatKobo } from './kobo';

describe('formatKobo', () => {
  it.each([
    [2_450_000, '₦24,500'],
    [26_000_000, '₦260,000'],
    [1_000_000, '₦10,000'],
    [0, '₦0'],
    [-0, '₦0'],
    [99_900, '₦999'],
    [125_050, '₦1,250.50'],
    [125_005, '₦1,250.05'],
    [125_000, '₦1,250'],
    [1, '₦0.01'],
    [99, '₦0.99'],
    [100_000_000, '₦1,000,000'],
    [-250_000, '-₦2,500'],
    [-125_050, '-₦1,250.50'],
    [-1, '-₦0.01'],
  ])('%s kobo -> %s', (kobo, expected) => {
    expect(formatKobo(kobo)).toBe(expected);
  });

  it('is exact up to the largest safe integer, in both signs', () => {
    expect(formatKobo(Number.MAX_SAFE_INTEGER)).toBe('₦90,071,992,547,409.91');
    expect(formatKobo(-Number.MAX_SAFE_INTEGER)).toBe('-₦90,071,992,547,409.91');
    expect(formatKobo(123_456_789_012_345)).toBe('₦1,234,567,890,123.45');
  });

  it('refuses what is not a whole number of kobo', () => {
    for (const notKobo of [1250.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => formatKobo(notKobo), String(notKobo)).toThrow(RangeError);
    }
  });
});
