import { describe, expect, it } from 'vitest';
import { eventPriceText, eventWhen } from './eventText';

describe('eventPriceText', () => {
  it("says 'Free' when the cheapest ticket costs nothing", () => {
    expect(eventPriceText(0)).toBe('Free');
  });

  it('names the cheapest ticket in naira', () => {
    expect(eventPriceText(2_450_000)).toBe('From ₦24,500');
    expect(eventPriceText(50)).toBe('From ₦0.50');
  });
});

describe('eventWhen', () => {
  it('shows the start in Lagos time, whatever offset it was sent with', () => {
    expect(eventWhen({ startsAt: '2026-12-05T17:00:00Z' })).toEqual({ date: 'December 5, 2026', time: '6:00 PM' });
    expect(eventWhen({ startsAt: '2026-12-05T23:30:00Z' })).toEqual({ date: 'December 6, 2026', time: '12:30 AM' });
  });
});
