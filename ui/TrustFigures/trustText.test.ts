import { describe, expect, it } from 'vitest';
import { completedOrdersText, onTimeText, ratingText, replyTimeText } from './trustText';

describe("a seller's figures in words", () => {
  it('reads the median first reply in minutes, hours or days', () => {
    expect(replyTimeText(null)).toBe('No replies yet');
    expect(replyTimeText(0)).toBe('Under a minute');
    expect(replyTimeText(12)).toBe('12 min');
    expect(replyTimeText(59)).toBe('59 min');
    expect(replyTimeText(60)).toBe('1 hour');
    expect(replyTimeText(150)).toBe('3 hours');
    expect(replyTimeText(23 * 60)).toBe('23 hours');
    expect(replyTimeText(24 * 60)).toBe('1 day');
    expect(replyTimeText(3 * 24 * 60 + 100)).toBe('3 days');
  });

  it('reads the on-time share as a whole percentage', () => {
    expect(onTimeText(null)).toBe('No deliveries yet');
    expect(onTimeText(0)).toBe('0%');
    expect(onTimeText(0.915)).toBe('92%');
    expect(onTimeText(1)).toBe('100%');
  });

  it('counts completed orders with grouped digits, and says when there are none', () => {
    expect(completedOrdersText(0)).toBe('None yet');
    expect(completedOrdersText(1204)).toBe('1,204');
  });

  it('reads the rating to one decimal with the number of reviews', () => {
    expect(ratingText({ average: 0, count: 0 })).toBe('No reviews yet');
    expect(ratingText({ average: 4.66, count: 23 })).toBe('4.7 of 5 (23 reviews)');
    expect(ratingText({ average: 5, count: 1 })).toBe('5 of 5 (1 review)');
  });
});
