/**
 * How an order reads on its screens, as pure functions: the badge of a status, the list's
 * status filter, the timeline's current step and times, countdown sentences, the history's
 * lines and the price breakdown. Each side (buyer, seller) reads some of them differently.
 */
import {
  formatLongDate,
  formatTime,
  orderStatusLabels,
  orderStatuses,
  type OrderDeliveryMethod,
  type OrderDetail,
  type OrderEvent,
  type OrderRunningTimer,
  type OrderStatus,
  type OrderTimerKind,
} from '../../contract';
import type { BadgeLook, TimelineStep, TimelineTimestamp } from '../../ui';
import { escrowSteps, pickupEscrowSteps, sellerEscrowSteps, sellerPickupEscrowSteps, type EscrowStepId } from './escrowSteps';

/** Whose orders a screen shows: the ones bought, or the ones sold. */
export type OrderRole = 'buyer' | 'seller';

const statusTones: Record<OrderStatus, BadgeLook['tone']> = {
  pending_payment: 'warning',
  awaiting_seller: 'info',
  accepted: 'accent',
  out_for_delivery: 'accent',
  arrived: 'accent',
  completed: 'positive',
  expired: 'neutral',
  cancelled: 'neutral',
  disputed: 'critical',
  resolved: 'neutral',
};

/** A pickup's 'arrived' is the seller at the meeting point, not a delivery. */
const pickupStatusLabels: Partial<Record<OrderStatus, string>> = { arrived: 'Ready for Pickup' };

/** A status's badge: its label from the contract (a pickup's own where it differs) and a tone that supports it. */
export function orderStatusBadge(status: OrderStatus, method: OrderDeliveryMethod = 'door'): BadgeLook {
  const label = (method === 'pickup' ? pickupStatusLabels[status] : undefined) ?? orderStatusLabels[status];
  return { tone: statusTones[status], label };
}

/** The list's status filter: every order, or one status (the list query takes one). */
export const ALL_STATUSES = 'all';
export type OrderStatusFilter = OrderStatus | typeof ALL_STATUSES;

export const orderStatusFilterOptions: { id: OrderStatusFilter; name: string }[] = [
  { id: ALL_STATUSES, name: 'All orders' },
  ...orderStatuses.map((status) => ({ id: status, name: orderStatusLabels[status] })),
];

/** The filter in a `?status=` value; anything unknown is every order. */
export function statusFilterOf(value: string | null): OrderStatusFilter {
  return (orderStatuses as readonly string[]).includes(value ?? '') ? (value as OrderStatus) : ALL_STATUSES;
}

/** A `?page=` value as a page number, 1 when absent or not a whole positive number. */
export function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** How far along its way an order in each status is; end states are off the way. */
const progressRank: Partial<Record<OrderStatus, number>> = {
  pending_payment: 0,
  awaiting_seller: 1,
  accepted: 2,
  out_for_delivery: 3,
  arrived: 4,
  completed: 5,
};

/** The status that completes each step: the order has reached it, or moved past it. */
const stepReachedBy: Record<EscrowStepId, OrderStatus> = {
  placed: 'awaiting_seller',
  awaitingConfirmation: 'awaiting_seller',
  accepted: 'accepted',
  outForDelivery: 'out_for_delivery',
  delivered: 'arrived',
  readyForPickup: 'arrived',
  complete: 'completed',
};

const stepLists = {
  door: { buyer: escrowSteps, seller: sellerEscrowSteps },
  pickup: { buyer: pickupEscrowSteps, seller: sellerPickupEscrowSteps },
} satisfies Record<OrderDeliveryMethod, Record<OrderRole, readonly TimelineStep<EscrowStepId>[]>>;

/** The steps of an order delivered by `method`, as `role` reads them. */
export function escrowStepsFor(method: OrderDeliveryMethod, role: OrderRole): readonly TimelineStep<EscrowStepId>[] {
  return stepLists[method][role];
}

export interface TimelineView {
  /** The steps of this order's delivery method, as this side reads them. */
  steps: readonly TimelineStep<EscrowStepId>[];
  /** The index of the step that comes next (`steps.length` when all are completed). */
  currentStep: number;
  /** When each completed step happened, from the order's history. */
  timestamps: Partial<Record<EscrowStepId, string>>;
}

/** When the order reached `status` or moved past it: the first event that crossed it. */
function reachedAt(events: readonly Pick<OrderEvent, 'from' | 'to' | 'at'>[], status: OrderStatus): string | undefined {
  const rank = progressRank[status] ?? Infinity;
  const rankOf = (at: OrderStatus | null) => (at === null ? -1 : (progressRank[at] ?? -1));
  return events.find((event) => rankOf(event.from) < rank && rankOf(event.to) >= rank)?.at;
}

/**
 * The timeline of an order that is still on it (null for an end state): its delivery method's
 * steps for this side, the next step from the server's timeline, and the time of each completed
 * step: the event that reached it, or that moved past it (a handover straight from 'accepted'
 * completes a pickup's 'Ready for Pickup' at the handover's time).
 */
export function timelineView(
  order: Pick<OrderDetail, 'timeline' | 'events' | 'paidAt' | 'delivery'>,
  role: OrderRole,
): TimelineView | null {
  if (order.timeline.kind !== 'progress') return null;
  const steps = escrowStepsFor(order.delivery.method, role);
  const completed = order.timeline.steps.filter((step) => step.state === 'completed').length;
  const timestamps: Partial<Record<EscrowStepId, string>> = {};
  steps.slice(0, completed).forEach((step) => {
    const status = stepReachedBy[step.id];
    const at = reachedAt(order.events, status) ?? (status === 'awaiting_seller' ? order.paidAt : null);
    if (at) timestamps[step.id] = at;
  });
  return { steps, currentStep: completed, timestamps };
}

/** The timeline's times as it shows them ('January 5, 2026, 9:12 AM', Lagos time) and as an instant for machines. */
export function timelineTimestamps(timestamps: TimelineView['timestamps']): Partial<Record<EscrowStepId, TimelineTimestamp>> {
  return Object.fromEntries(
    Object.entries(timestamps).map(([id, at]) => [
      id,
      { dateTime: new Date(at).toISOString(), text: `${formatLongDate(at)}, ${formatTime(at)}` },
    ]),
  );
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A time left, rounded for a countdown: '12 min', '41 h', '5 days' ('under 1 min' at the end). */
export function durationText(ms: number): string {
  if (ms < MINUTE) return 'under 1 min';
  if (ms < HOUR) return `${Math.ceil(ms / MINUTE)} min`;
  const hours = Math.floor(ms / HOUR);
  if (hours < 96) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

type TimerSentence = (left: string) => string;

const timerSentences: Record<OrderTimerKind, Record<OrderRole, TimerSentence>> = {
  payment_window: {
    buyer: (left) => `Payment window closes in ${left}`,
    seller: (left) => `The buyer's payment window closes in ${left}`,
  },
  seller_answer: {
    buyer: (left) => `The seller has ${left} to accept`,
    seller: (left) => `You have ${left} to accept or decline`,
  },
  auto_complete: {
    buyer: (left) => `Auto-completes in ${left}`,
    seller: (left) => `Auto-completes in ${left}`,
  },
  auto_complete_reminder: {
    buyer: (left) => `We remind you to confirm in ${left}`,
    seller: (left) => `The buyer is reminded to confirm in ${left}`,
  },
  late_delivery: {
    buyer: (left) => `If it has not arrived, you can cancel in ${left}`,
    seller: (left) => `The buyer can cancel in ${left} if it has not arrived`,
  },
  dispute_answer: {
    buyer: (left) => `The seller has ${left} to answer the dispute`,
    seller: (left) => `You have ${left} to answer the dispute`,
  },
};

/** A running timer as its countdown sentence, at `now`: "Auto-completes in 41 h". */
export function timerText(timer: OrderRunningTimer, role: OrderRole, now: number): string {
  return timerSentences[timer.kind][role](durationText(new Date(timer.dueAt).getTime() - now));
}

const eventTexts: Record<string, string> = {
  place: 'Order placed',
  confirm_payment: 'Payment confirmed, funds held in escrow',
  expire_payment: 'Payment window closed without payment',
  accept: 'Accepted by the seller',
  decline: 'Declined by the seller',
  cancel: 'Cancelled by the buyer',
  expire_seller_answer: 'Cancelled: the seller did not answer in time',
  dispatch: 'Out for delivery',
  arrived: 'Marked as arrived by the seller',
  handover: 'Handed over with the escrow code',
  confirm: 'Marked as delivered by the buyer',
  auto_complete: 'Completed automatically',
  dispute: 'Disputed by the buyer',
  answer_dispute: 'The seller answered the dispute',
  expire_dispute: 'Refunded: the seller did not answer the dispute in time',
  resolve: 'Dispute resolved by Kampus',
  review: 'Reviewed by the buyer',
  refund_after_expiry: 'A late payment was refunded',
};

/** One line of the order's history: what happened (the status it reached, for an unknown kind). */
export function eventText(event: Pick<OrderEvent, 'kind' | 'to'>): string {
  return eventTexts[event.kind] ?? orderStatusLabels[event.to];
}

const endStateTexts: Record<string, Record<OrderRole, string>> = {
  expired: {
    buyer: 'This order was not paid in time, so it expired. Nothing was charged.',
    seller: 'The buyer did not pay in time, so this order expired.',
  },
  cancelled: {
    buyer: 'This order was cancelled. The money held in escrow was refunded to your wallet.',
    seller: 'This order was cancelled and the buyer was refunded.',
  },
  disputed: {
    buyer: 'Your dispute is open. The money stays in escrow until it is decided.',
    seller: 'The buyer disputed this order. The money stays in escrow until it is decided.',
  },
  resolved: {
    buyer: 'Kampus decided this dispute. The money went as shown below.',
    seller: 'Kampus decided this dispute. The money went as shown below.',
  },
};

/** What an end state means for this side (an order off the timeline). */
export function endStateText(status: OrderStatus, role: OrderRole): string {
  return endStateTexts[status]?.[role] ?? orderStatusLabels[status];
}

export interface PriceLine {
  label: string;
  amountKobo: number;
  /** The line the others add up to. */
  total?: boolean;
}

/**
 * The price breakdown: what the buyer paid; the seller also sees the platform fee, taken from
 * the item subtotal, and what they receive (delivery fees go to the seller in full).
 */
export function priceLines(
  order: Pick<OrderDetail, 'quantity' | 'subtotalKobo' | 'deliveryFeeKobo' | 'totalKobo' | 'platformFeeKobo' | 'status'>,
  role: OrderRole,
): PriceLine[] {
  const lines: PriceLine[] = [
    { label: order.quantity === 1 ? 'Item' : `Items (${order.quantity})`, amountKobo: order.subtotalKobo },
    { label: 'Delivery fee', amountKobo: order.deliveryFeeKobo },
    { label: role === 'buyer' ? 'Total' : 'Buyer paid', amountKobo: order.totalKobo, total: role === 'buyer' },
  ];
  if (role === 'seller') {
    lines.push(
      { label: 'Platform fee', amountKobo: -order.platformFeeKobo },
      {
        label: order.status === 'completed' ? 'You received' : 'You will receive',
        amountKobo: order.totalKobo - order.platformFeeKobo,
        total: true,
      },
    );
  }
  return lines;
}
