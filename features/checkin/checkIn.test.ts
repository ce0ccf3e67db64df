import { describe, expect, it } from 'vitest';
import { checkedInText, groupedCode, readScannedCode, readTypedCode, resultView } from './checkIn';

const ticket = { holderName: 'Chidi Okeke', tierName: 'Table For 8', seat: 3, seats: 8 };

describe('reading a ticket code', () => {
  it('ignores spaces and dashes and upper-cases what was typed', () => {
    expect(readTypedCode(' abcd-efgh 2345 ')).toEqual({ code: 'ABCDEFGH2345' });
  });

  it('says why a typed code cannot be one', () => {
    expect(readTypedCode('  ')).toEqual({ error: 'Ticket code is a required field' });
    expect(readTypedCode('ABC0')).toEqual({ error: 'Ticket code must be the letters and digits printed under the QR code' });
  });

  it('takes a scanned code and refuses other QR contents', () => {
    expect(readScannedCode('mfrg-gzdf')).toBe('MFRGGZDF');
    expect(readScannedCode('https://example.com/')).toBeNull();
    expect(readScannedCode('123456')).toBeNull();
  });

  it('groups a long code by four', () => {
    expect(groupedCode('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(groupedCode('ABCD')).toBe('ABCD');
  });
});

describe('the result panel', () => {
  it('admits with the holder, the tier and the seat of a multi-seat ticket', () => {
    expect(resultView({ result: 'admitted', ticket, checkedInAt: '2030-12-05T18:42:00Z' })).toEqual({
      tone: 'positive',
      title: 'Admitted',
      lines: ['Chidi Okeke', 'Table For 8 · Seat 3 of 8'],
    });
    expect(
      resultView({ result: 'admitted', ticket: { ...ticket, tierName: 'Regular', seat: 1, seats: 1 }, checkedInAt: null }).lines,
    ).toEqual(['Chidi Okeke', 'Regular']);
  });

  it('says when a used ticket was checked in, in Lagos time', () => {
    const view = resultView({ result: 'already_used', ticket, checkedInAt: '2030-12-05T18:42:00Z' });
    expect(view.tone).toBe('warning');
    expect(view.title).toBe('Already used');
    expect(view.lines[0]).toBe('Checked in at 7:42 PM');
  });

  it('refuses refunded tickets and other events’ codes in red', () => {
    expect(resultView({ result: 'refunded', ticket, checkedInAt: null })).toMatchObject({ tone: 'critical', title: 'Refunded' });
    expect(resultView({ result: 'not_for_this_event', ticket: null, checkedInAt: null })).toEqual({
      tone: 'critical',
      title: 'Not for this event',
      lines: ['This code is not a ticket for this event.'],
    });
  });

  it('counts people checked in of people sold', () => {
    expect(checkedInText({ sold: 120, checkedIn: 37 })).toBe('Checked in 37 of 120');
  });
});
