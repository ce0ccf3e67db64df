import { describe, expect, it } from 'vitest';
import {
  finalTicketOrderStatuses,
  ticketOrderMachine,
  ticketOrderStatuses,
  ticketOrderTransitionNames,
  ticketOrderTransitions,
} from './ticketOrder';
import type { TicketOrderActor, TicketOrderEffect, TicketOrderStatus, TicketOrderTransitionName } from './ticketOrder';

type From = TicketOrderStatus | null;

/**
 * The rules written out again by hand, independently of the table under test: who may take each
 * transition, from where, to where, and what it does (by the status it starts from).
 */
const rules: Record<
  TicketOrderTransitionName,
  { actor: TicketOrderActor; from: From[]; to: TicketOrderStatus; effects: (from: From) => TicketOrderEffect[] }
> = {
  place: { actor: 'buyer', from: [null], to: 'pending_payment', effects: () => ['reserve_tickets'] },
  payment_confirmed: {
    actor: 'system',
    from: ['pending_payment'],
    to: 'paid',
    effects: () => ['capture_to_escrow', 'issue_tickets'],
  },
  expire: { actor: 'system', from: ['pending_payment'], to: 'expired', effects: () => ['return_tickets'] },
  release: { actor: 'system', from: ['paid'], to: 'completed', effects: () => ['release_to_seller'] },
  dispute: { actor: 'buyer', from: ['paid'], to: 'disputed', effects: () => ['freeze'] },
  cancel_event: {
    actor: 'seller',
    from: ['pending_payment', 'paid', 'disputed'],
    to: 'cancelled',
    effects: (from) => (from === 'pending_payment' ? ['return_tickets'] : ['refund_buyer', 'refund_tickets']),
  },
  resolve: { actor: 'admin', from: ['disputed'], to: 'resolved', effects: () => ['admin_decision', 'refund_tickets'] },
  date_change_refund: {
    actor: 'buyer',
    from: ['paid'],
    to: 'refunded',
    effects: () => ['return_tickets', 'refund_buyer', 'refund_tickets'],
  },
};
const actors: TicketOrderActor[] = ['buyer', 'seller', 'admin', 'system'];
const statuses: From[] = [null, ...ticketOrderStatuses];

describe('the ticket order state machine', () => {
  it('has a rule for every transition name, and only for those', () => {
    expect([...new Set(ticketOrderTransitions.map((rule) => rule.transition))].sort()).toEqual(
      [...ticketOrderTransitionNames].sort(),
    );
  });

  // Every status × transition × actor, against the hand-written rules.
  for (const name of ticketOrderTransitionNames) {
    for (const status of statuses) {
      for (const actor of actors) {
        const rule = rules[name];
        const actorMayAct = actor === rule.actor || actor === 'admin';
        const expected = !actorMayAct ? 'wrong_actor' : rule.from.includes(status) ? 'ok' : 'wrong_state';
        it(`${name} from ${String(status)} by ${actor}: ${expected}`, () => {
          const result = ticketOrderMachine.check(status, name, actor);
          if (expected === 'ok')
            expect(result).toMatchObject({ allowed: true, rule: { to: rule.to, effects: rule.effects(status) } });
          else expect(result).toMatchObject({ allowed: false, reason: expected });
        });
      }
    }
  }

  it('places an all-free order as paid, with its tickets issued at once', () => {
    expect(ticketOrderMachine.check(null, 'place', 'buyer', { free: true })).toMatchObject({
      allowed: true,
      rule: { to: 'paid', effects: ['reserve_tickets', 'issue_tickets'] },
    });
    expect(ticketOrderMachine.check(null, 'place', 'buyer', { free: false })).toMatchObject({
      allowed: true,
      rule: { to: 'pending_payment' },
    });
  });

  it('never leaves a final status', () => {
    for (const status of finalTicketOrderStatuses) {
      for (const name of ticketOrderTransitionNames) {
        expect(ticketOrderMachine.check(status, name, 'admin').allowed).toBe(false);
      }
    }
  });

  it('fires its two system transitions on timers', () => {
    expect(ticketOrderTransitions.filter((rule) => 'timer' in rule).map((rule) => [rule.transition, rule.timer])).toEqual([
      ['expire', 'paymentWindow'],
      ['release', 'releaseAfterEnd'],
    ]);
  });

  it('names the organiser, not the seller, when someone else tries to cancel the event', () => {
    expect(ticketOrderMachine.check('paid', 'cancel_event', 'buyer')).toEqual({
      allowed: false,
      reason: 'wrong_actor',
      message: 'Only the organiser can do this.',
    });
  });

  it('says which status refuses a transition', () => {
    expect(ticketOrderMachine.check('completed', 'dispute', 'buyer')).toEqual({
      allowed: false,
      reason: 'wrong_state',
      message: 'This ticket order is completed: it cannot be changed that way now.',
    });
  });
});
