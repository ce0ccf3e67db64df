import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

describe('relativeTime', () => {
  it.each([
    [0, 'just now'],
    [29_999, 'just now'],
    [minute, '1 minute ago'],
    [5 * minute + 20_000, '5 minutes ago'],
    [hour - 1000, '1 hour ago'],
    [2 * hour - 1000, '2 hours ago'],
    [23 * hour, '23 hours ago'],
    [day - 1000, 'yesterday'],
    [3 * day, '3 days ago'],
    [7 * day, 'last week'],
    [17 * day, '2 weeks ago'],
  ])('%i ms ago reads %s', (ms, expected) => {
    expect(relativeTime(ago(ms), now)).toBe(expected);
  });

  it('gives the date after four weeks, and never a time in the future', () => {
    expect(relativeTime(ago(40 * day), now)).toBe('January 29, 2026');
    expect(relativeTime(new Date(now + hour).toISOString(), now)).toBe('just now');
  });
});
