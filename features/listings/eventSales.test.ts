import { describe, expect, it } from 'vitest';
import { canCancel, salesText } from './eventSales';

describe('event sales', () => {
  it('says what was sold of what was offered', () => {
    expect(salesText({ ticketsSold: 12, ticketsOffered: 200 })).toBe('Sold 12 of 200');
    expect(salesText({ ticketsSold: 0, ticketsOffered: 0 })).toBe('Sold 0 of 0');
  });
});

describe('cancelling an event', () => {
  const endsAt = '2030-12-05T22:30:00Z';
  const ends = Date.parse(endsAt);
  const hour = 60 * 60 * 1000;

  it('is possible until its money is released, 24 hours after it ends', () => {
    expect(canCancel({ cancelledAt: null, endsAt, status: 'active' }, ends - hour)).toBe(true);
    expect(canCancel({ cancelledAt: null, endsAt, status: 'inactive' }, ends + 23 * hour)).toBe(true);
    expect(canCancel({ cancelledAt: null, endsAt, status: 'active' }, ends + 24 * hour)).toBe(false);
  });

  it('is not possible twice, nor for an archived event', () => {
    expect(canCancel({ cancelledAt: '2030-12-01T10:00:00Z', endsAt, status: 'inactive' }, ends - hour)).toBe(false);
    expect(canCancel({ cancelledAt: null, endsAt, status: 'archived' }, ends - hour)).toBe(false);
  });
});
