import { describe, expect, it } from 'vitest';
import {
  checkTicketOrderTransition,
  finalTicketOrderStatuses,
  ticketOrderStatuses,
  ticketOrderTransitionNames,
  ticketOrderTransitions,
} from './ticketOrder';
import type { TicketOrderActor, TicketOrderStatus, TicketOrderTransitionName } from './ticketOrder';

/** The rules written out again by hand, independently of the table under test. */
const rules: Record<TicketOrderTransitionName, { actor: TicketOrderActor; from: TicketOrderStatus[]; to: TicketOrderStatus }> = {
  payment_confirmed: { actor: 'system', from: ['pending_payment'], to: 'paid' },
  expire: { actor: 'system', from: ['pending_payment'], to: 'expired' },
  release: { actor: 'system', from: ['paid'], to: 'completed' },
  dispute: { actor: 'buyer', from: ['paid'], to: 'disputed' },
  cancel_event: { actor: 'seller', from: ['pending_payment', 'paid', 'disputed'], to: 'cancelled' },
  resolve: { actor: 'admin', from: ['disputed'], to: 'resolved' },
  date_change_refund: { actor: 'buyer', from: ['paid'], to: 'refunded' },
};
const actors: TicketOrderActor[] = ['buyer', 'seller', 'admin', 'system'];

describe('the ticket order state machine', () => {
  it('has one table row per transition name', () => {
    expect(ticketOrderTransitions.map((t) => t.name).sort()).toEqual([...ticketOrderTransitionNames].sort());
  });

  // Every status × transition × actor, against the hand-written rules.
  for (const name of ticketOrderTransitionNames) {
    for (const status of ticketOrderStatuses) {
      for (const actor of actors) {
        const rule = rules[name];
        const actorMayAct = actor === rule.actor || actor === 'admin';
        const expected = !actorMayAct ? 403 : rule.from.includes(status) ? 'ok' : 409;
        it(`${name} from ${status} by ${actor}: ${String(expected)}`, () => {
          const result = checkTicketOrderTransition(status, name, actor);
          if (expected === 'ok') expect(result).toEqual({ ok: true, to: rule.to });
          else expect(result).toMatchObject({ ok: false, status: expected });
        });
      }
    }
  }

  it('never leaves a final status', () => {
    for (const status of finalTicketOrderStatuses) {
      for (const name of ticketOrderTransitionNames) {
        expect(checkTicketOrderTransition(status, name, 'admin').ok).toBe(false);
      }
    }
  });

  it('names the organiser, not the seller, when someone else tries to cancel the event', () => {
    expect(checkTicketOrderTransition('paid', 'cancel_event', 'buyer')).toEqual({
      ok: false,
      status: 403,
      message: 'Only the organiser can do this.',
    });
  });

  it('says which status refuses a transition', () => {
    expect(checkTicketOrderTransition('completed', 'dispute', 'buyer')).toMatchObject({
      status: 409,
      message: 'This ticket order is completed: it cannot be changed that way now.',
    });
  });
});
