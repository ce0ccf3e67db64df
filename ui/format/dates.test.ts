import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate, formatTime } from './dates';

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
