import { describe, expect, it } from 'vitest';
import { paidTicketOrder, summaryOf } from './fixtures';
import { codeGroups, seatText, ticketOrderBadge, ticketStateText, tiersText, timeLeftText } from './ticketView';

describe('the tickets', () => {
  const order = summaryOf(paidTicketOrder);
  it('prints a code in groups of four', () => {
    expect(codeGroups('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe('ABCD EFGH IJKL MNOP QRST UVWX YZ');
    expect(codeGroups('ABCD-EFGH IJ')).toBe('ABCD EFGH IJ');
  });

  it('counts down the payment window', () => {
    const now = Date.parse('2030-11-20T12:00:00Z');
    expect(timeLeftText('2030-11-20T12:24:30Z', now)).toBe('24 minutes');
    expect(timeLeftText('2030-11-20T12:01:10Z', now)).toBe('1 minute');
    expect(timeLeftText('2030-11-20T12:00:20Z', now)).toBe('less than a minute');
    expect(timeLeftText('2030-11-20T11:59:00Z', now)).toBeNull();
  });

  it('reads an order and its tickets', () => {
    expect(tiersText(order)).toBe('Regular × 2, Table For 8 × 1');
    expect(ticketOrderBadge('paid')).toEqual({ tone: 'positive', label: 'Tickets issued' });
    expect(seatText({ seat: 3, seats: 8 })).toBe('Seat 3 of 8');
    expect(seatText({ seat: 1, seats: 1 })).toBeNull();
    expect(ticketStateText({ status: 'refunded', checkedInAt: null })).toBe('Refunded');
    expect(ticketStateText({ status: 'valid', checkedInAt: null })).toBeNull();
    expect(ticketStateText({ status: 'checked_in', checkedInAt: '2030-12-05T17:42:00Z' })).toMatch(
      /^Checked in December 5, 2030, 6:42/,
    );
  });

  it('gives each admitted person a ticket with a distinct code', () => {
    expect(paidTicketOrder.tickets).toHaveLength(paidTicketOrder.admits);
    expect(new Set(paidTicketOrder.tickets.map((ticket) => ticket.code)).size).toBe(10);
  });
});
