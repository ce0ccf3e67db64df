/**
 * The ticket order's state machine: statuses, transitions with their actor, and what each does
 * with the money. Pure; the server applies a transition in one transaction with compare-and-set.
 *
 * | from             | transition        | actor  | to              | money                         |
 * |------------------|-------------------|--------|-----------------|-------------------------------|
 * | —                | place (paid tier) | buyer  | pending_payment | tickets reserved              |
 * | —                | place (all free)  | buyer  | paid            | tickets issued, no money      |
 * | pending_payment  | payment_confirmed | system | paid            | provider → escrow; issued     |
 * | pending_payment  | expire (30 min)   | system | expired         | tickets returned              |
 * | pending_payment  | cancel_event      | seller | cancelled       | tickets returned              |
 * | paid             | release (end+24h) | system | completed       | escrow → organiser − fee      |
 * | paid             | dispute (reason)  | buyer  | disputed        | frozen                        |
 * | paid             | cancel_event      | seller | cancelled       | escrow → buyer (refund)       |
 * | disputed         | cancel_event      | seller | cancelled       | escrow → buyer (refund)       |
 * | disputed         | resolve           | admin  | resolved        | refund / release / split      |
 * | paid             | date_change_refund| buyer  | refunded        | escrow → buyer (refund)       |
 *
 * `date_change_refund` is open only to a buyer whose event's start moved by more than
 * `TICKET_START_MOVE_NOTICE_MS` after they bought, and only until the new start.
 */
import * as v from 'valibot';

export const ticketOrderStatuses = [
  'pending_payment',
  'paid',
  'completed',
  'expired',
  'cancelled',
  'disputed',
  'resolved',
  'refunded',
] as const;
export type TicketOrderStatus = (typeof ticketOrderStatuses)[number];
export const ticketOrderStatusSchema = v.picklist(ticketOrderStatuses, 'Unknown ticket order status');

export const ticketOrderStatusLabels: Record<TicketOrderStatus, string> = {
  pending_payment: 'Awaiting payment',
  paid: 'Tickets issued',
  completed: 'Completed',
  expired: 'Payment expired',
  cancelled: 'Event cancelled',
  disputed: 'Disputed',
  resolved: 'Dispute resolved',
  refunded: 'Refunded',
};

export const finalTicketOrderStatuses = [
  'completed',
  'expired',
  'cancelled',
  'resolved',
  'refunded',
] as const satisfies readonly TicketOrderStatus[];

export const ticketOrderTransitionNames = [
  'payment_confirmed',
  'expire',
  'release',
  'dispute',
  'cancel_event',
  'resolve',
  'date_change_refund',
] as const;
export type TicketOrderTransitionName = (typeof ticketOrderTransitionNames)[number];

export type TicketOrderActor = 'buyer' | 'seller' | 'admin' | 'system';

interface TicketOrderTransition {
  name: TicketOrderTransitionName;
  actor: TicketOrderActor;
  from: readonly TicketOrderStatus[];
  to: TicketOrderStatus;
}

export const ticketOrderTransitions: readonly TicketOrderTransition[] = [
  { name: 'payment_confirmed', actor: 'system', from: ['pending_payment'], to: 'paid' },
  { name: 'expire', actor: 'system', from: ['pending_payment'], to: 'expired' },
  { name: 'release', actor: 'system', from: ['paid'], to: 'completed' },
  { name: 'dispute', actor: 'buyer', from: ['paid'], to: 'disputed' },
  { name: 'cancel_event', actor: 'seller', from: ['pending_payment', 'paid', 'disputed'], to: 'cancelled' },
  { name: 'resolve', actor: 'admin', from: ['disputed'], to: 'resolved' },
  { name: 'date_change_refund', actor: 'buyer', from: ['paid'], to: 'refunded' },
];

/** How long an unpaid ticket order keeps its tickets reserved. */
export const TICKET_PAYMENT_WINDOW_MS = 30 * 60 * 1000;
/** Ticket money is released to the organiser this long after the event ends. */
export const TICKET_RELEASE_AFTER_END_MS = 24 * 60 * 60 * 1000;
/**
 * A move of an event's start by more than this (from the start a buyer was last told) tells each
 * ticket holder and lets them ask for a full refund until the new start.
 */
export const TICKET_START_MOVE_NOTICE_MS = 60 * 60 * 1000;

export type TicketTransitionCheck = { ok: true; to: TicketOrderStatus } | { ok: false; status: 403 | 409; message: string };

/** Whether `actor` may apply `name` to an order in `status`: 403 for the wrong actor, 409 for the wrong status. */
export function checkTicketOrderTransition(
  status: TicketOrderStatus,
  name: TicketOrderTransitionName,
  actor: TicketOrderActor,
): TicketTransitionCheck {
  const transition = ticketOrderTransitions.find((t) => t.name === name);
  if (!transition) return { ok: false, status: 409, message: `Unknown transition: ${name}` };
  if (transition.actor !== actor && actor !== 'admin') {
    return {
      ok: false,
      status: 403,
      message: `Only the ${transition.actor === 'seller' ? 'organiser' : transition.actor} can do this.`,
    };
  }
  if (!transition.from.includes(status)) {
    return {
      ok: false,
      status: 409,
      message: `This ticket order is ${ticketOrderStatusLabels[status].toLowerCase()}: it cannot be changed that way now.`,
    };
  }
  return { ok: true, to: transition.to };
}
