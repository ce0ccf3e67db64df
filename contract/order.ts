/**
 * A product order as a state machine, written down as data: who may move an order from which
 * status to which, under what condition, and what happens to the money and the stock when they
 * do. No I/O: the server applies a row in one transaction with a compare-and-set on the status
 * it read, and screens ask the same table which buttons to show.
 */
import * as v from 'valibot';
import { escrowMoneyEffects } from './escrow';
import { defineMachine } from './machine';
import type { MachineCheck, MachineRule } from './machine';

export const orderStatuses = [
  'pending_payment',
  'awaiting_seller',
  'accepted',
  'out_for_delivery',
  'arrived',
  'completed',
  'expired',
  'cancelled',
  'disputed',
  'resolved',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusSchema = v.picklist(orderStatuses, 'Unknown order status');

/** A status badge's text. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  pending_payment: 'Awaiting Payment',
  awaiting_seller: 'Awaiting Confirmation',
  accepted: 'Order Accepted',
  out_for_delivery: 'Out for Delivery',
  arrived: 'Delivery arrived',
  completed: 'Order Complete',
  expired: 'Payment Expired',
  cancelled: 'Cancelled',
  disputed: 'In Dispute',
  resolved: 'Dispute Resolved',
};

/** Statuses an order never leaves (a completed order can still be reviewed, once). */
export const finalOrderStatuses = ['completed', 'expired', 'cancelled', 'resolved'] as const satisfies readonly OrderStatus[];

/** The buyer and the seller of this order, an administrator, or the server itself (a verified payment, a timer). */
export const orderActors = ['buyer', 'seller', 'admin', 'system'] as const;
export type OrderActor = (typeof orderActors)[number];

/** How the buyer receives the item: picked up on campus, or delivered to their door. */
export const orderDeliveryMethods = ['pickup', 'door'] as const;
export type OrderDeliveryMethod = (typeof orderDeliveryMethods)[number];

export const orderTransitionNames = [
  'place',
  'confirm_payment',
  'expire_payment',
  'accept',
  'decline',
  'cancel',
  'expire_seller_answer',
  'dispatch',
  'arrived',
  'handover',
  'confirm',
  'auto_complete',
  'dispute',
  'answer_dispute',
  'expire_dispute',
  'resolve',
  'review',
] as const;
export type OrderTransitionName = (typeof orderTransitionNames)[number];

/**
 * What a transition does besides changing the status, applied in the same transaction: the
 * money effects every escrowed purchase shares (`contract/escrow.ts`; a release takes the
 * platform fee on the item subtotal, never on the delivery fee), and the product's stock:
 * - `reserve_stock`: take the quantity off the product's units available;
 * - `return_stock`: put the reserved quantity back.
 * A transition without effects has an empty list.
 */
export const orderEffects = ['reserve_stock', 'return_stock', ...escrowMoneyEffects] as const;
export type OrderEffect = (typeof orderEffects)[number];

/** How long each timer runs, from the moment its status was entered (payment window: from placing). */
export const orderTimers = {
  /** An unpaid order expires and its stock is returned. */
  paymentWindowMs: 30 * 60 * 1000,
  /** A paid order the seller neither accepts nor declines is cancelled and refunded. */
  sellerAnswerMs: 48 * 60 * 60 * 1000,
  /** An arrived order the buyer neither confirms nor disputes completes and pays the seller… */
  autoCompleteMs: 48 * 60 * 60 * 1000,
  /** …and the buyer is reminded this long after arrival. */
  autoCompleteReminderMs: 24 * 60 * 60 * 1000,
  /** After the promised delivery time plus this, the buyer may cancel an undelivered order. */
  lateDeliveryGraceMs: 3 * 24 * 60 * 60 * 1000,
  /** A dispute the seller does not answer in time is decided for the buyer. */
  disputeAnswerMs: 72 * 60 * 60 * 1000,
} as const;
export type OrderTimer = 'paymentWindow' | 'sellerAnswer' | 'autoComplete' | 'disputeAnswer';

/**
 * Conditions on a row besides its status, judged from facts about the order:
 * - `door_delivery`: the buyer chose door delivery (a pickup never goes out for delivery);
 * - `delivery_overdue`: the promised delivery time plus `lateDeliveryGraceMs` has passed;
 * - `dispute_unanswered`: the seller has not answered the dispute yet;
 * - `not_reviewed`: the buyer has not reviewed this order yet.
 */
export type OrderGuard = 'door_delivery' | 'delivery_overdue' | 'dispute_unanswered' | 'not_reviewed';

export interface OrderFacts {
  delivery: OrderDeliveryMethod;
  deliveryOverdue: boolean;
  disputeAnswered: boolean;
  reviewed: boolean;
}

type OrderTransition = MachineRule<OrderStatus, OrderTransitionName, OrderActor, OrderGuard, OrderEffect, OrderTimer>;

export const orderTransitions = [
  { from: [null], transition: 'place', actor: 'buyer', to: 'pending_payment', effects: ['reserve_stock'] },
  {
    from: ['pending_payment'],
    transition: 'confirm_payment',
    actor: 'system',
    to: 'awaiting_seller',
    effects: ['capture_to_escrow'],
  },
  {
    from: ['pending_payment'],
    transition: 'expire_payment',
    actor: 'system',
    to: 'expired',
    effects: ['return_stock'],
    timer: 'paymentWindow',
  },
  { from: ['awaiting_seller'], transition: 'accept', actor: 'seller', to: 'accepted', effects: [] },
  {
    from: ['awaiting_seller'],
    transition: 'decline',
    actor: 'seller',
    to: 'cancelled',
    effects: ['refund_buyer', 'return_stock'],
  },
  {
    from: ['awaiting_seller'],
    transition: 'cancel',
    actor: 'buyer',
    to: 'cancelled',
    effects: ['refund_buyer', 'return_stock'],
  },
  {
    from: ['accepted', 'out_for_delivery'],
    transition: 'cancel',
    actor: 'buyer',
    to: 'cancelled',
    effects: ['refund_buyer', 'return_stock'],
    guard: 'delivery_overdue',
  },
  {
    from: ['awaiting_seller'],
    transition: 'expire_seller_answer',
    actor: 'system',
    to: 'cancelled',
    effects: ['refund_buyer', 'return_stock'],
    timer: 'sellerAnswer',
  },
  {
    from: ['accepted'],
    transition: 'dispatch',
    actor: 'seller',
    to: 'out_for_delivery',
    effects: [],
    guard: 'door_delivery',
  },
  { from: ['accepted', 'out_for_delivery'], transition: 'arrived', actor: 'seller', to: 'arrived', effects: [] },
  {
    from: ['accepted', 'out_for_delivery', 'arrived'],
    transition: 'handover',
    actor: 'seller',
    to: 'completed',
    effects: ['release_to_seller'],
  },
  { from: ['arrived'], transition: 'confirm', actor: 'buyer', to: 'completed', effects: ['release_to_seller'] },
  {
    from: ['arrived'],
    transition: 'auto_complete',
    actor: 'system',
    to: 'completed',
    effects: ['release_to_seller'],
    timer: 'autoComplete',
  },
  { from: ['arrived'], transition: 'dispute', actor: 'buyer', to: 'disputed', effects: ['freeze'] },
  {
    from: ['disputed'],
    transition: 'answer_dispute',
    actor: 'seller',
    to: 'disputed',
    effects: [],
    guard: 'dispute_unanswered',
  },
  // The item has reached the buyer by now, so its unit is not put back on sale.
  {
    from: ['disputed'],
    transition: 'expire_dispute',
    actor: 'system',
    to: 'cancelled',
    effects: ['refund_buyer'],
    guard: 'dispute_unanswered',
    timer: 'disputeAnswer',
  },
  { from: ['disputed'], transition: 'resolve', actor: 'admin', to: 'resolved', effects: ['admin_decision'] },
  { from: ['completed'], transition: 'review', actor: 'buyer', to: 'completed', effects: [], guard: 'not_reviewed' },
] as const satisfies readonly OrderTransition[];

export type OrderTransitionRule = (typeof orderTransitions)[number];
/** The rules of one transition, so that their `from` and `to` keep their literal types. */
export type OrderRuleFor<T extends OrderTransitionName> = Extract<OrderTransitionRule, { transition: T }>;

/**
 * Whether a transition may happen now (`contract/machine.ts`): `wrong_actor` (403) before
 * `wrong_state` (409); a guard that does not hold, or whose fact was not given, is a
 * `wrong_state` with its own message.
 */
export type OrderTransitionCheck<T extends OrderTransitionName = OrderTransitionName> = MachineCheck<OrderRuleFor<T>>;

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

/** "This order is <…>, so it cannot be <…>." */
const statusPhrases: Record<OrderStatus, string> = {
  pending_payment: 'waiting for payment',
  awaiting_seller: "waiting for the seller's answer",
  accepted: 'accepted',
  out_for_delivery: 'out for delivery',
  arrived: 'marked as arrived',
  completed: 'complete',
  expired: 'expired without payment',
  cancelled: 'cancelled',
  disputed: 'in dispute',
  resolved: 'resolved',
};

const transitionPhrases: Record<OrderTransitionName, string> = {
  place: 'placed again',
  confirm_payment: 'marked as paid',
  expire_payment: 'expired',
  accept: 'accepted',
  decline: 'declined',
  cancel: 'cancelled',
  expire_seller_answer: 'cancelled for want of an answer',
  dispatch: 'sent out for delivery',
  arrived: 'marked as arrived',
  handover: 'handed over',
  confirm: 'marked as delivered',
  auto_complete: 'completed automatically',
  dispute: 'disputed',
  answer_dispute: 'answered as a dispute',
  expire_dispute: 'decided for want of an answer',
  resolve: 'resolved',
  review: 'reviewed',
};

function wrongStateMessage(status: OrderStatus | null, transition: OrderTransitionName): string {
  if (status === null) return 'This order does not exist.';
  return `This order is ${statusPhrases[status]}, so it cannot be ${transitionPhrases[transition]}.`;
}

/**
 * The product order's machine: `check` says whether `actor` may apply a transition to an order
 * in `status` (`null`: not placed yet), with `facts` deciding the guarded rules (door delivery, a
 * late delivery, an answered dispute, a review already written); `allowed` lists the buttons.
 */
export const orderMachine = defineMachine<OrderTransitionRule, OrderFacts>({
  name: 'product order',
  transitions: orderTransitions,
  wrongActor: (transition) => wrongActorMessages[transition],
  wrongState: wrongStateMessage,
  guards: {
    door_delivery: {
      holds: (facts) => facts.delivery === 'door',
      message: 'This order is picked up on campus, so it does not go out for delivery.',
    },
    delivery_overdue: {
      holds: (facts) => facts.deliveryOverdue === true,
      message: 'An accepted order can be cancelled only when its delivery is more than 3 days late.',
    },
    dispute_unanswered: {
      holds: (facts) => facts.disputeAnswered === false,
      message: 'The seller has already answered this dispute; an administrator will decide it.',
    },
    not_reviewed: { holds: (facts) => facts.reviewed === false, message: 'This order has already been reviewed.' },
  },
});

// Functions rather than the machine's own methods: reading those would keep the machine and its
// table on every page that imports this module (checkout only needs the statuses).
export const checkOrderTransition: typeof orderMachine.check = (status, transition, actor, facts) =>
  orderMachine.check(status, transition, actor, facts);
export const allowedTransitions: typeof orderMachine.allowed = (status, actor, facts) =>
  orderMachine.allowed(status, actor, facts);

/** The six steps of a door delivery's progress, as its timeline shows them. */
export const orderTimelineSteps = [
  'Order Placed',
  'Awaiting Confirmation',
  'Order Accepted',
  'Out for Delivery',
  'Delivery arrived',
  'Order Complete',
] as const;
/**
 * A pickup's five: it never goes out for delivery (`door_delivery` guard), and the seller's
 * 'arrived' means the item is ready to collect; a handover with the escrow code completes both.
 */
export const orderPickupTimelineSteps = [
  'Order Placed',
  'Awaiting Confirmation',
  'Order Accepted',
  'Ready for Pickup',
  'Order Complete',
] as const;
export type OrderTimelineStep = (typeof orderTimelineSteps)[number] | (typeof orderPickupTimelineSteps)[number];
/** Every label a timeline step can have, for the wire schema. */
export const orderTimelineStepLabels: readonly OrderTimelineStep[] = [
  ...new Set<OrderTimelineStep>([...orderTimelineSteps, ...orderPickupTimelineSteps]),
];
export type OrderTimelineStepState = 'completed' | 'next' | 'future';

/** The statuses that sit on the timeline; the others are end states of their own. */
export type OrderProgressStatus =
  'pending_payment' | 'awaiting_seller' | 'accepted' | 'out_for_delivery' | 'arrived' | 'completed';
export type OrderEndStatus = Exclude<OrderStatus, OrderProgressStatus>;

/**
 * How many steps an order in this status has completed. An order is placed once it is paid
 * (the money is then in escrow) and is awaiting the seller's confirmation from that moment, so
 * both first steps complete together; an unpaid order has completed none.
 */
export const orderStepsCompleted: Record<OrderProgressStatus, number> = {
  pending_payment: 0,
  awaiting_seller: 2,
  accepted: 3,
  out_for_delivery: 4,
  arrived: 5,
  completed: 6,
};

/** The same for a pickup (`out_for_delivery` cannot happen to one; it counts as accepted). */
export const orderPickupStepsCompleted: Record<OrderProgressStatus, number> = {
  pending_payment: 0,
  awaiting_seller: 2,
  accepted: 3,
  out_for_delivery: 3,
  arrived: 4,
  completed: 5,
};

export type OrderTimeline =
  | { kind: 'progress'; steps: { label: OrderTimelineStep; state: OrderTimelineStepState }[] }
  | { kind: 'ended'; status: OrderEndStatus; label: string };

function isProgressStatus(status: OrderStatus): status is OrderProgressStatus {
  return Object.hasOwn(orderStepsCompleted, status);
}

/**
 * The timeline of an order in `status`, delivered by `delivery`: each step completed, next (the
 * one after the last completed) or future. Expired, cancelled, disputed and resolved orders show
 * their own end state instead, never a half-filled timeline.
 */
export function orderTimeline(status: OrderStatus, delivery: OrderDeliveryMethod = 'door'): OrderTimeline {
  if (!isProgressStatus(status)) return { kind: 'ended', status, label: orderStatusLabels[status] };
  const pickup = delivery === 'pickup';
  const completed = (pickup ? orderPickupStepsCompleted : orderStepsCompleted)[status];
  const labels: readonly OrderTimelineStep[] = pickup ? orderPickupTimelineSteps : orderTimelineSteps;
  return {
    kind: 'progress',
    steps: labels.map((label, index) => ({
      label,
      state: index < completed ? 'completed' : index === completed ? 'next' : 'future',
    })),
  };
}
