import { describe, expect, it } from 'vitest';
import { eventSchedule, hasEnded, isSoldOut, seatsText } from './eventRules';

describe('event rules', () => {
  it('counts an event as ended once its end has passed', () => {
    const event = { endsAt: '2026-12-05T23:30:00+01:00' };
    expect(hasEnded(event, Date.parse('2026-12-05T23:29:59+01:00'))).toBe(false);
    expect(hasEnded(event, Date.parse('2026-12-05T23:30:00+01:00'))).toBe(true);
  });

  it('is sold out only when every tier is', () => {
    expect(isSoldOut([{ remaining: 0 }, { remaining: 3 }])).toBe(false);
    expect(isSoldOut([{ remaining: 0 }, { remaining: 0 }])).toBe(true);
    expect(isSoldOut([])).toBe(false);
  });

  it('writes the schedule in Lagos time, naming the end day only when it differs', () => {
    expect(eventSchedule({ startsAt: '2026-12-05T17:00:00Z', endsAt: '2026-12-05T22:30:00Z' })).toBe(
      'December 5, 2026, 6:00 PM – 11:30 PM',
    );
    expect(eventSchedule({ startsAt: '2026-12-05T17:00:00Z', endsAt: '2026-12-06T01:00:00Z' })).toBe(
      'December 5, 2026, 6:00 PM – December 6, 2026, 2:00 AM',
    );
  });

  it('says how many a ticket admits when more than one', () => {
    expect(seatsText(1)).toBeNull();
    expect(seatsText(8)).toBe('Admits 8');
  });
});
