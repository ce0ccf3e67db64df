import { describe, expect, it } from 'vitest';
import { formatDateTime, formatKobo, formatLongDate, formatShortDate, formatTime } from './format';

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

  it.each([
    [1_250_000, '₦12,500.00'],
    [125_050, '₦1,250.50'],
    [0, '₦0.00'],
    [-250_000, '-₦2,500.00'],
  ])('writes the kobo of %s always when asked: %s', (kobo, expected) => {
    expect(formatKobo(kobo, { alwaysKobo: true })).toBe(expected);
  });
});

// 14:45 UTC is 3:45 PM in Lagos (UTC+1, no daylight saving).
const instant = '2026-01-05T14:45:00Z';

describe('formatLongDate', () => {
  it('writes month, day and year in US English', () => {
    expect(formatLongDate(instant)).toBe('January 5, 2026');
  });

  it('accepts a Date, an ISO string and a timestamp alike', () => {
    const date = new Date(instant);
    expect(formatLongDate(date)).toBe('January 5, 2026');
    expect(formatLongDate(date.getTime())).toBe('January 5, 2026');
  });

  it('shows the day in Lagos by default, whatever the machine', () => {
    expect(formatLongDate('2026-01-05T23:30:00Z')).toBe('January 6, 2026');
    expect(formatLongDate('2026-01-05T23:30:00Z', { timeZone: 'UTC' })).toBe('January 5, 2026');
  });

  it('keeps a calendar day as that day in any time zone', () => {
    expect(formatLongDate('2026-01-05')).toBe('January 5, 2026');
    expect(formatLongDate('2026-01-05', { timeZone: 'America/Los_Angeles' })).toBe('January 5, 2026');
  });

  it('refuses what is not a date', () => {
    expect(() => formatLongDate('not a date')).toThrow(RangeError);
  });
});

describe('formatShortDate', () => {
  it('writes the short month and the year', () => {
    expect(formatShortDate(instant)).toBe('Jan 2026');
    expect(formatShortDate('2025-09-30T23:30:00Z')).toBe('Oct 2025');
  });
});

describe('formatTime', () => {
  it.each([
    ['2026-01-05T14:45:00Z', '3:45 PM'],
    ['2026-01-05T08:05:00Z', '9:05 AM'],
    ['2026-01-05T23:00:00Z', '12:00 AM'],
    ['2026-01-05T11:30:00Z', '12:30 PM'],
  ])('%s -> %s in Lagos', (input, expected) => {
    expect(formatTime(input)).toBe(expected);
  });

  it('uses a plain space before AM/PM', () => {
    expect(formatTime(instant)).not.toMatch(/[\u202f\u00a0]/);
  });

  it('takes another time zone when asked', () => {
    expect(formatTime(instant, { timeZone: 'UTC' })).toBe('2:45 PM');
  });
});

describe('formatDateTime', () => {
  it('writes the weekday, the day before the month and the 24-hour time in Lagos', () => {
    expect(formatDateTime('2025-03-01T15:00:00Z')).toMatch(/^Sat,? 1 Mar 2025,? 16:00$/);
    expect(formatDateTime(new Date('2025-03-01T23:30:00Z'))).toMatch(/^Sun,? 2 Mar 2025,? 0?0:30$/);
  });
});
