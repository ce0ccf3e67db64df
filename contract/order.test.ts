import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  checkOrderTransition,
  orderActors,
  orderStatuses,
  orderTimeline,
  orderTransitionNames,
  orderTransitions,
} from './order';
import type { OrderActor, OrderEffect, OrderFacts, OrderStatus, OrderTransitionName } from './order';

type From = OrderStatus | null;

/**
 * The rules written out again by hand, independently of the table under test: for each
 * transition, who may take it, from which statuses (and from which of those only when a guard
 * holds), where it leads and what it does to money and stock.
 */
interface HandRule {
  actor: OrderActor;
  from: From[];
  to: OrderStatus;
  effects: OrderEffect[];
  /** Statuses among `from` where the transition needs its guard to hold, and the guard's refusal. */
  guarded?: { from: From[]; message: string };
}

const OVERDUE = 'An accepted order can be cancelled only when its delivery is more than 3 days late.';
const PICKUP = 'This order is picked up on campus, so it does not go out for delivery.';
const ANSWERED = 'The seller has already answered this dispute; an administrator will decide it.';
const REVIEWED = 'This order has already been reviewed.';

const rules: Record<OrderTransitionName, HandRule> = {
  place: { actor: 'buyer', from: [null], to: 'pending_payment', effects: ['reserve_stock'] },
  confirm_payment: { actor: 'system', from: ['pending_payment'], to: 'awaiting_seller', effects: ['capture_to_escrow'] },
  expire_payment: { actor: 'system', from: ['pending_payment'], to: 'expired', effects: ['return_stock'] },
  accept: { actor: 'seller', from: ['awaiting_seller'], to: 'accepted', effects: [] },
  decline: { actor: 'seller', from: ['awaiting_seller'], to: 'cancelled', effects: ['refund_buyer', 'return_stock'] },
  cancel: {
    actor: 'buyer',
    from: ['awaiting_seller', 'accepted', 'out_for_delivery'],
    to: 'cancelled',
    effects: ['refund_buyer', 'return_stock'],
    guarded: { from: ['accepted', 'out_for_delivery'], message: OVERDUE },
  },
  expire_seller_answer: {
    actor: 'system',
    from: ['awaiting_seller'],
    to: 'cancelled',
    effects: ['refund_buyer', 'return_stock'],
  },
  dispatch: {
    actor: 'seller',
    from: ['accepted'],
    to: 'out_for_delivery',
    effects: [],
    guarded: { from: ['accepted'], message: PICKUP },
  },
  arrived: { actor: 'seller', from: ['accepted', 'out_for_delivery'], to: 'arrived', effects: [] },
  handover: {
    actor: 'seller',
    from: ['accepted', 'out_for_delivery', 'arrived'],
    to: 'completed',
    effects: ['release_to_seller'],
  },
  confirm: { actor: 'buyer', from: ['arrived'], to: 'completed', effects: ['release_to_seller'] },
  auto_complete: { actor: 'system', from: ['arrived'], to: 'completed', effects: ['release_to_seller'] },
  dispute: { actor: 'buyer', from: ['arrived'], to: 'disputed', effects: ['freeze'] },
  answer_dispute: {
    actor: 'seller',
    from: ['disputed'],
    to: 'disputed',
    effects: [],
    guarded: { from: ['disputed'], message: ANSWERED },
  },
  expire_dispute: {
    actor: 'system',
    from: ['disputed'],
    to: 'cancelled',
    effects: ['refund_buyer'],
    guarded: { from: ['disputed'], message: ANSWERED },
  },
  resolve: { actor: 'admin', from: ['disputed'], to: 'resolved', effects: ['admin_decision'] },
  review: {
    actor: 'buyer',
    from: ['completed'],
    to: 'completed',
    effects: [],
    guarded: { from: ['completed'], message: REVIEWED },
  },
};

const wrongActorMessages: Record<OrderTransitionName, string> = {
  place: 'Only a buyer can place an order.',
  confirm_payment: 'Only a verified payment can confirm an order.',
  expire_payment: 'An unpaid order expires by itself when its payment time runs out.',
  accept: 'Only the seller can accept this order.',
  decline: 'Only the seller can decline this order.',
  cancel: 'Only the buyer can cancel this order.',
  expire_seller_answer: 'An order the seller does not answer in time is cancelled by itself.',
  dispatch: 'Only the seller can mark this order as out for delivery.',
  arrived: 'Only the seller can mark this order as arrived.',
  handover: "Only the seller can complete the handover with the buyer's escrow code.",
  confirm: 'Only the buyer can mark this order as delivered.',
  auto_complete: 'An arrived order completes by itself when the buyer does not act in time.',
  dispute: 'Only the buyer can dispute this order.',
  answer_dispute: 'Only the seller can answer this dispute.',
  expire_dispute: 'A dispute the seller does not answer in time is decided by itself.',
  resolve: 'Only an administrator can resolve a dispute.',
  review: 'Only the buyer can review this order.',
};

/** Facts under which every guard holds: door delivery, late, dispute unanswered, not reviewed. */
const everyGuardHolds: OrderFacts = { delivery: 'door', deliveryOverdue: true, disputeAnswered: false, reviewed: false };
/** Facts under which no guard holds. */
const noGuardHolds: OrderFacts = { delivery: 'pickup', deliveryOverdue: false, disputeAnswered: true, reviewed: true };

const states: From[] = [null, ...orderStatuses];
const combinations = states.flatMap((status) =>
  orderTransitionNames.flatMap((transition) => orderActors.map((actor) => [status, transition, actor] as const)),
);

describe('checkOrderTransition: every status x transition x actor', () => {
  it('covers 11 states x 17 transitions x 4 actors', () => {
    expect(combinations).toHaveLength(11 * 17 * 4);
    expect(Object.keys(rules).sort()).toEqual([...orderTransitionNames].sort());
  });

  it.each(combinations)('%s --%s by %s-->', (status, transition, actor) => {
    const rule = rules[transition];
    const guarded = rule.guarded?.from.includes(status) ?? false;
    const outcomes = [everyGuardHolds, noGuardHolds, undefined].map((facts) =>
      checkOrderTransition(status, transition, actor, facts),
    );

    if (actor !== rule.actor) {
      for (const outcome of outcomes) {
        expect(outcome).toEqual({ allowed: false, reason: 'wrong_actor', message: wrongActorMessages[transition] });
      }
      return;
    }
    if (!rule.from.includes(status)) {
      for (const outcome of outcomes) {
        expect(outcome).toMatchObject({ allowed: false, reason: 'wrong_state' });
        const message = outcome.allowed ? '' : outcome.message;
        expect(message).toMatch(
          status === null ? /^This order does not exist\.$/ : /^This order is [^,]+, so it cannot be .+\.$/,
        );
      }
      return;
    }
    const [whenHeld, whenNotHeld, withoutFacts] = outcomes;
    expect(whenHeld).toMatchObject({ allowed: true, rule: { transition, actor, to: rule.to, effects: rule.effects } });
    expect(whenHeld?.allowed && (whenHeld.rule.from as readonly From[]).includes(status)).toBe(true);
    for (const outcome of [whenNotHeld, withoutFacts]) {
      if (guarded) expect(outcome).toEqual({ allowed: false, reason: 'wrong_state', message: rule.guarded?.message });
      else expect(outcome).toEqual(whenHeld);
    }
  });

  it('no two rows overlap: one status, transition and actor have at most one rule', () => {
    const keys = orderTransitions.flatMap((rule) => rule.from.map((from) => `${from} ${rule.transition} ${rule.actor}`));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('every system transition but the verified payment is fired by a timer', () => {
    const timed = orderTransitions.filter((rule) => 'timer' in rule).map((rule) => [rule.transition, rule.timer]);
    expect(timed).toEqual([
      ['expire_payment', 'paymentWindow'],
      ['expire_seller_answer', 'sellerAnswer'],
      ['auto_complete', 'autoComplete'],
      ['expire_dispute', 'disputeAnswer'],
    ]);
    expect(
      orderTransitions.filter((rule) => rule.actor === 'system' && !('timer' in rule)).map((rule) => rule.transition),
    ).toEqual(['confirm_payment']);
  });
});

describe('checkOrderTransition: messages', () => {
  it.each([
    [
      'awaiting_seller',
      'confirm',
      'buyer',
      "This order is waiting for the seller's answer, so it cannot be marked as delivered.",
    ],
    ['completed', 'cancel', 'buyer', 'This order is complete, so it cannot be cancelled.'],
    ['cancelled', 'accept', 'seller', 'This order is cancelled, so it cannot be accepted.'],
    ['pending_payment', 'place', 'buyer', 'This order is waiting for payment, so it cannot be placed again.'],
    ['disputed', 'handover', 'seller', 'This order is in dispute, so it cannot be handed over.'],
    ['resolved', 'resolve', 'admin', 'This order is resolved, so it cannot be resolved.'],
    ['expired', 'confirm_payment', 'system', 'This order is expired without payment, so it cannot be marked as paid.'],
    [null, 'accept', 'seller', 'This order does not exist.'],
  ] as const)('%s --%s by %s--> %s', (status, transition, actor, message) => {
    expect(checkOrderTransition(status, transition, actor, everyGuardHolds)).toEqual({
      allowed: false,
      reason: 'wrong_state',
      message,
    });
  });

  it('judges the actor before the state', () => {
    expect(checkOrderTransition('completed', 'accept', 'buyer')).toMatchObject({ reason: 'wrong_actor' });
    expect(checkOrderTransition('disputed', 'resolve', 'seller')).toMatchObject({ reason: 'wrong_actor' });
  });
});

describe('checkOrderTransition: guards', () => {
  it('a pickup order is never dispatched, but can arrive or be handed over', () => {
    const pickup = { delivery: 'pickup' } as const;
    expect(checkOrderTransition('accepted', 'dispatch', 'seller', pickup)).toEqual({
      allowed: false,
      reason: 'wrong_state',
      message: PICKUP,
    });
    expect(checkOrderTransition('accepted', 'arrived', 'seller', pickup).allowed).toBe(true);
    expect(checkOrderTransition('accepted', 'handover', 'seller', pickup).allowed).toBe(true);
    expect(checkOrderTransition('accepted', 'dispatch', 'seller', { delivery: 'door' })).toMatchObject({
      allowed: true,
      rule: { to: 'out_for_delivery' },
    });
  });

  it('the buyer cancels a paid order before it is accepted at any time, an accepted one only when delivery is late', () => {
    expect(checkOrderTransition('awaiting_seller', 'cancel', 'buyer', { deliveryOverdue: false }).allowed).toBe(true);
    for (const status of ['accepted', 'out_for_delivery'] as const) {
      expect(checkOrderTransition(status, 'cancel', 'buyer', { deliveryOverdue: false })).toEqual({
        allowed: false,
        reason: 'wrong_state',
        message: OVERDUE,
      });
      expect(checkOrderTransition(status, 'cancel', 'buyer', { deliveryOverdue: true })).toMatchObject({
        allowed: true,
        rule: { from: ['accepted', 'out_for_delivery'], guard: 'delivery_overdue', to: 'cancelled' },
      });
    }
  });

  it('a dispute is answered once; once answered, its timer no longer decides it', () => {
    expect(checkOrderTransition('disputed', 'answer_dispute', 'seller', { disputeAnswered: false }).allowed).toBe(true);
    expect(checkOrderTransition('disputed', 'answer_dispute', 'seller', { disputeAnswered: true })).toMatchObject({
      message: ANSWERED,
    });
    expect(checkOrderTransition('disputed', 'expire_dispute', 'system', { disputeAnswered: false }).allowed).toBe(true);
    expect(checkOrderTransition('disputed', 'expire_dispute', 'system', { disputeAnswered: true }).allowed).toBe(false);
    expect(checkOrderTransition('disputed', 'resolve', 'admin', { disputeAnswered: true }).allowed).toBe(true);
  });

  it('a completed order is reviewed once', () => {
    expect(checkOrderTransition('completed', 'review', 'buyer', { reviewed: false }).allowed).toBe(true);
    expect(checkOrderTransition('completed', 'review', 'buyer', { reviewed: true })).toMatchObject({ message: REVIEWED });
  });
});

describe('allowedTransitions: the buttons each side sees', () => {
  /** A door-delivery order, on time, dispute unanswered, not reviewed. */
  const facts: OrderFacts = { delivery: 'door', deliveryOverdue: false, disputeAnswered: false, reviewed: false };
  const expected: Record<string, Record<OrderActor, OrderTransitionName[]>> = {
    null: { buyer: ['place'], seller: [], admin: [], system: [] },
    pending_payment: { buyer: [], seller: [], admin: [], system: ['confirm_payment', 'expire_payment'] },
    awaiting_seller: { buyer: ['cancel'], seller: ['accept', 'decline'], admin: [], system: ['expire_seller_answer'] },
    accepted: { buyer: [], seller: ['dispatch', 'arrived', 'handover'], admin: [], system: [] },
    out_for_delivery: { buyer: [], seller: ['arrived', 'handover'], admin: [], system: [] },
    arrived: { buyer: ['confirm', 'dispute'], seller: ['handover'], admin: [], system: ['auto_complete'] },
    completed: { buyer: ['review'], seller: [], admin: [], system: [] },
    expired: { buyer: [], seller: [], admin: [], system: [] },
    cancelled: { buyer: [], seller: [], admin: [], system: [] },
    disputed: { buyer: [], seller: ['answer_dispute'], admin: ['resolve'], system: ['expire_dispute'] },
    resolved: { buyer: [], seller: [], admin: [], system: [] },
  };

  it.each(states.flatMap((status) => orderActors.map((actor) => [status, actor] as const)))('%s, %s', (status, actor) => {
    expect(allowedTransitions(status, actor, facts)).toEqual(expected[String(status)]?.[actor]);
  });

  it('follows the facts: a late door delivery may be cancelled; a pickup is not dispatched', () => {
    expect(allowedTransitions('out_for_delivery', 'buyer', { ...facts, deliveryOverdue: true })).toEqual(['cancel']);
    expect(allowedTransitions('accepted', 'seller', { ...facts, delivery: 'pickup' })).toEqual(['arrived', 'handover']);
    expect(allowedTransitions('disputed', 'seller', { ...facts, disputeAnswered: true })).toEqual([]);
    expect(allowedTransitions('completed', 'buyer', { ...facts, reviewed: true })).toEqual([]);
  });
});

describe('orderTimeline', () => {
  const steps = [
    'Order Placed',
    'Awaiting Confirmation',
    'Order Accepted',
    'Out for Delivery',
    'Delivery arrived',
    'Order Complete',
  ];
  /** The timeline of `labels` with the first `completed` done and the one after it next. */
  const progressOf = (labels: string[], completed: number) => ({
    kind: 'progress',
    steps: labels.map((label, index) => ({
      label,
      state: index < completed ? 'completed' : index === completed ? 'next' : 'future',
    })),
  });

  it.each([
    ['pending_payment', 0],
    ['awaiting_seller', 2],
    ['accepted', 3],
    ['out_for_delivery', 4],
    ['arrived', 5],
    ['completed', 6],
  ] as const)('%s: %i steps completed', (status, completed) => {
    expect(orderTimeline(status)).toEqual(progressOf(steps, completed));
  });

  const pickupSteps = ['Order Placed', 'Awaiting Confirmation', 'Order Accepted', 'Ready for Pickup', 'Order Complete'];

  it.each([
    ['pending_payment', 0],
    ['awaiting_seller', 2],
    ['accepted', 3],
    ['arrived', 4],
    ['completed', 5],
  ] as const)('a pickup in %s: %i of its own five steps completed, never out for delivery', (status, completed) => {
    expect(orderTimeline(status, 'pickup')).toEqual(progressOf(pickupSteps, completed));
    expect(orderTimeline(status, 'door')).toEqual(orderTimeline(status));
  });

  it('a pickup ends as a door delivery does', () => {
    expect(orderTimeline('cancelled', 'pickup')).toEqual({ kind: 'ended', status: 'cancelled', label: 'Cancelled' });
  });

  it('the first step is next until payment; the last is completed at the end', () => {
    const unpaid = orderTimeline('pending_payment');
    expect(unpaid.kind === 'progress' && unpaid.steps[0]).toEqual({ label: 'Order Placed', state: 'next' });
    const done = orderTimeline('completed');
    expect(done.kind === 'progress' && done.steps.every((step) => step.state === 'completed')).toBe(true);
  });

  it.each([
    ['expired', 'Payment Expired'],
    ['cancelled', 'Cancelled'],
    ['disputed', 'In Dispute'],
    ['resolved', 'Dispute Resolved'],
  ] as const)('%s is an end state of its own', (status, label) => {
    expect(orderTimeline(status)).toEqual({ kind: 'ended', status, label });
  });
});
