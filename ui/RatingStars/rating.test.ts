import { describe, expect, it } from 'vitest';
import { filledStars, formatRating, normalizeRating, ratingLabel, reviewCountText } from './rating';

describe('rating helpers', () => {
  it.each([
    [4.3, '4.3', 4],
    [4.5, '4.5', 5],
    [4, '4.0', 4],
    [4.449, '4.4', 4],
    [4.45, '4.5', 5],
    [0, '0.0', 0],
    [0.4, '0.4', 0],
    [5, '5.0', 5],
    [7, '5.0', 5],
    [-1, '0.0', 0],
    [Number.NaN, '0.0', 0],
  ])('%s shows %s with %s filled stars', (value, text, stars) => {
    expect(formatRating(value)).toBe(text);
    expect(filledStars(value)).toBe(stars);
  });

  it('keeps the star count in step with the shown number', () => {
    for (let tenths = 0; tenths <= 50; tenths += 1) {
      const value = tenths / 10 + 0.04;
      expect(filledStars(value)).toBe(Math.round(Number(formatRating(value))));
    }
  });

  it('normalizes to one decimal', () => {
    expect(normalizeRating(3.26)).toBe(3.3);
  });

  it('labels the rating for screen readers', () => {
    expect(ratingLabel(4.3)).toBe('Rated 4.3 out of 5');
    expect(ratingLabel(4)).toBe('Rated 4.0 out of 5');
  });

  it.each([
    [0, '(0 reviews)'],
    [1, '(1 review)'],
    [12, '(12 reviews)'],
    [1204, '(1,204 reviews)'],
  ])('%s reviews reads %s', (count, text) => {
    expect(reviewCountText(count)).toBe(text);
  });
});
