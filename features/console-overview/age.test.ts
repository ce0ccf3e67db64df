import { describe, expect, it } from 'vitest';
import { waitedFor, waitedSince } from './age';

describe('waitedFor', () => {
  it.each([
    [0, 'under a minute'],
    [59_999, 'under a minute'],
    [60_000, '1 minute'],
    [45 * 60_000, '45 minutes'],
    [60 * 60_000, '1 hour'],
    [23 * 3_600_000 + 59 * 60_000, '23 hours'],
    [24 * 3_600_000, '1 day'],
    [9 * 24 * 3_600_000, '9 days'],
  ])('%i ms is %s', (ms, text) => {
    expect(waitedFor(ms)).toBe(text);
  });

  it('measures from one instant to another, never below nothing', () => {
    expect(waitedSince('2026-11-28T08:00:00.000Z', '2026-11-28T11:30:00.000Z')).toBe('3 hours');
    expect(waitedSince('2026-11-28T12:00:00.000Z', '2026-11-28T11:30:00.000Z')).toBe('under a minute');
  });
});
