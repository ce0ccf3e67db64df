import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { TICKET_ORDER_MAX_PER_TIER } from '../../../contract';
import {
  newTicketBuyer,
  paidTicketOrder,
  summaryOf,
  ticketBuyer,
  ticketEvent,
  ticketUniversities,
  TIER_REGULAR,
  TIER_TABLE,
  TIER_VIP,
} from '../ticketFixtures';
import {
  choiceFromParam,
  choiceToParam,
  contactFormSchema,
  fitChoice,
  initialContactValues,
  maxForTier,
  purchaseBlock,
  purchaseSummary,
  purchaseUrl,
  remainingText,
  splitContactErrors,
  ticketReturnState,
  tierPriceText,
} from './ticketPurchase';

describe('choosing tickets', () => {
  it('bounds a tier by what is left and by the order limit, 0 when sold out', () => {
    expect(maxForTier({ remaining: 3 })).toBe(3);
    expect(maxForTier({ remaining: 500 })).toBe(TICKET_ORDER_MAX_PER_TIER);
    expect(maxForTier({ remaining: 0 })).toBe(0);
    expect(maxForTier({ remaining: -2 })).toBe(0);
  });

  it('reads prices and what is left as the tier list shows them', () => {
    expect(tierPriceText(0)).toBe('Free');
    expect(tierPriceText(2_450_000)).toBe('₦24,500');
    expect(remainingText(12)).toBe('12 left');
    expect(remainingText(0)).toBe('Sold out');
  });

  it('keeps the choice in the address and reads back only whole positive quantities', () => {
    const choice = { [TIER_REGULAR]: 2, [TIER_TABLE]: 1 };
    expect(choiceFromParam(choiceToParam(choice))).toEqual(choice);
    expect(choiceFromParam(`${TIER_REGULAR}:0,${TIER_VIP}:x,bad,${TIER_TABLE}:3,${TIER_TABLE}:5`)).toEqual({ [TIER_TABLE]: 3 });
    expect(choiceFromParam(null)).toEqual({});
    expect(purchaseUrl('freshers', choice, 'contact')).toBe(
      `/ticket/purchase?event=freshers&tickets=${encodeURIComponent(`${TIER_REGULAR}:2,${TIER_TABLE}:1`)}&step=contact`,
    );
    expect(purchaseUrl('freshers', {})).toBe('/ticket/purchase?event=freshers');
  });

  it('cuts a choice to what is left now and drops unknown and sold-out tiers', () => {
    expect(fitChoice({ [TIER_VIP]: 5, [TIER_REGULAR]: 2, gone: 1 }, ticketEvent.tiers)).toEqual({
      [TIER_VIP]: 3,
      [TIER_REGULAR]: 2,
    });
  });

  it('sums the lines in kobo, in the event’s order of tiers', () => {
    const summary = purchaseSummary({ [TIER_TABLE]: 1, [TIER_REGULAR]: 2 }, ticketEvent.tiers);
    expect(summary.lines.map((line) => [line.name, line.quantity, line.subtotalKobo])).toEqual([
      ['Regular', 2, 4_900_000],
      ['Table For 8', 1, 18_000_000],
    ]);
    expect(summary.totalKobo).toBe(22_900_000);
    expect(summary.tickets).toBe(3);
    expect(summary.admits).toBe(10);
    expect(purchaseSummary({}, ticketEvent.tiers).lines).toEqual([]);
  });

  it('refuses a cancelled, ended, inactive or own event', () => {
    const now = Date.parse('2030-11-01T00:00:00Z');
    expect(purchaseBlock(ticketEvent, ticketBuyer.id, now)).toBeNull();
    expect(purchaseBlock({ ...ticketEvent, cancelledAt: '2030-10-30T00:00:00Z' }, undefined, now)).toBe('cancelled');
    expect(purchaseBlock(ticketEvent, undefined, Date.parse('2030-12-05T22:30:00Z'))).toBe('ended');
    expect(purchaseBlock({ ...ticketEvent, status: 'inactive' }, undefined, now)).toBe('unavailable');
    expect(purchaseBlock(ticketEvent, ticketEvent.seller.id, now)).toBe('own');
  });
});

describe('the contact form', () => {
  it('is prefilled from the signed-in buyer, the university only when it is in the list', () => {
    expect(initialContactValues(ticketBuyer, ticketUniversities)).toMatchObject({
      firstname: 'Ada',
      email: 'ada.obi@unilag.edu.ng',
      phone: '+2348031234567',
      universityId: '1',
      address: '',
    });
    expect(initialContactValues(newTicketBuyer, ticketUniversities)).toMatchObject({ phone: '', universityId: '' });
    expect(initialContactValues(ticketBuyer, []).universityId).toBe('');
  });

  it('checks with the order’s own rules, trimmed', () => {
    const values = { ...initialContactValues(ticketBuyer, ticketUniversities), address: ' Moremi Hall ', landmark: 'Gate' };
    const parsed = v.safeParse(contactFormSchema, values);
    expect(parsed.success && parsed.output).toMatchObject({ universityId: 1, address: 'Moremi Hall' });
    const blank = v.safeParse(contactFormSchema, { ...values, universityId: '', phone: '12', address: '  ' });
    expect(blank.success).toBe(false);
    const messages = blank.issues?.map((issue) => issue.message);
    expect(messages).toContain('University is a required field');
    expect(messages).toContain('Phone Number must be a valid phone number');
    expect(messages).toContain('Address in University is a required field');
  });

  it('puts the server’s contact messages by their fields and keeps the rest', () => {
    expect(splitContactErrors({ 'contact.phone': 'Bad phone', items: 'Too many', phone: 'top-level' })).toEqual({
      fields: { phone: 'Bad phone' },
      other: ['Too many', 'top-level'],
    });
  });
});

describe('the return page', () => {
  const order = summaryOf(paidTicketOrder);
  it('waits while unpaid, then says ready, expired or cancelled', () => {
    expect(ticketReturnState(undefined, false)).toBe('loading');
    expect(ticketReturnState(null, false)).toBe('unknown');
    expect(ticketReturnState({ ...order, status: 'pending_payment' }, false)).toBe('waiting');
    expect(ticketReturnState({ ...order, status: 'pending_payment' }, true)).toBe('still_pending');
    expect(ticketReturnState(order, false)).toBe('ready');
    expect(ticketReturnState({ ...order, status: 'disputed' }, false)).toBe('ready');
    expect(ticketReturnState({ ...order, status: 'expired' }, false)).toBe('expired');
    expect(ticketReturnState({ ...order, status: 'cancelled' }, false)).toBe('cancelled');
  });
});
