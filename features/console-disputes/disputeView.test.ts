import { describe, expect, it } from 'vitest';
import { actorText, ageText, decidedFirstText, escrowCodeText, eventText, isDecidedFirst } from './disputeView';

describe('ageText', () => {
  const now = Date.parse('2026-11-28T12:00:00Z');
  it('names the largest whole unit', () => {
    expect(ageText('2026-11-28T11:59:30Z', now)).toBe('1 minute');
    expect(ageText('2026-11-28T11:15:00Z', now)).toBe('45 minutes');
    expect(ageText('2026-11-28T07:00:00Z', now)).toBe('5 hours');
    expect(ageText('2026-11-27T12:00:00Z', now)).toBe('1 day');
    expect(ageText('2026-11-20T09:00:00Z', now)).toBe('8 days');
  });
});

describe('the history in words', () => {
  it('names known steps and falls back to the status reached', () => {
    expect(eventText({ kind: 'dispute', to: 'disputed' })).toBe('Disputed by the buyer');
    expect(eventText({ kind: 'something_new', to: 'on_hold' })).toBe('Moved to on hold');
  });

  it('names who acted', () => {
    expect(actorText({ actor: 'buyer', actorName: 'Ada Obi' })).toBe('Ada Obi (buyer)');
    expect(actorText({ actor: 'admin', actorName: 'tolu@kampus.ng' })).toBe('tolu@kampus.ng (staff)');
    expect(actorText({ actor: 'seller', actorName: null })).toBe('Seller');
    expect(actorText({ actor: 'system', actorName: null })).toBe('Kampus (automatic)');
  });
});

describe('escrowCodeText', () => {
  it('says how the handover went', () => {
    expect(escrowCodeText(null)).toBe('No escrow code (tickets)');
    expect(escrowCodeText({ failedAttempts: 0, locked: false })).toBe('No wrong codes');
    expect(escrowCodeText({ failedAttempts: 1, locked: false })).toBe('1 wrong code typed');
    expect(escrowCodeText({ failedAttempts: 5, locked: true })).toBe('5 wrong codes typed; code entry locked');
  });
});

describe('decidedFirstText', () => {
  it('names who decided first and when, in Lagos time', () => {
    expect(
      decidedFirstText({
        status: 409,
        message: 'Already decided by ada@kampus.ng on Sat, 28 Nov 2026, 10:42.',
        fieldErrors: { decidedBy: 'ada@kampus.ng', decidedAt: '2026-11-28T09:42:00.000Z' },
      }),
    ).toBe('Decided by ada@kampus.ng at Sat, 28 Nov 2026, 10:42.');
  });

  it('says when a rule decided it', () => {
    expect(
      decidedFirstText({
        status: 409,
        message: 'Already decided automatically on Sat, 28 Nov 2026, 10:42.',
        fieldErrors: { decidedBy: '', decidedAt: '2026-11-28T09:42:00.000Z' },
      }),
    ).toBe('Decided automatically at Sat, 28 Nov 2026, 10:42.');
  });

  it("falls back to the server's sentence", () => {
    expect(decidedFirstText({ status: 409, message: 'Already decided.', fieldErrors: {} })).toBe('Already decided.');
  });
});

describe('isDecidedFirst', () => {
  it('tells a case decided meanwhile from any other conflict', () => {
    expect(
      isDecidedFirst({ status: 409, message: '', fieldErrors: { decidedBy: '', decidedAt: '2026-11-28T09:42:00.000Z' } }),
    ).toBe(true);
    expect(isDecidedFirst({ status: 409, message: 'This question is answered already.', fieldErrors: {} })).toBe(false);
    expect(isDecidedFirst({ status: 400, message: '', fieldErrors: { decidedAt: 'x' } })).toBe(false);
  });
});
