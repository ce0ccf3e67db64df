/**
 * The ticket order's state machine, written down as data (`contract/machine.ts`): statuses,
 * transitions with their actor, and what each does with the money and the tickets. Pure; the
 * server applies a transition in one transaction with a compare-and-set on the status it read,
 * and the docs' table is generated from these rules.
 *
 * `date_change_refund` is open only to a buyer whose event's start moved by more than
 * `TICKET_START_MOVE_NOTICE_MS` after they bought, and only until the new start; the server
 * judges that before it asks the machine.
 */
import * as v from 'valibot';
import { escrowMoneyEffects } from './escrow';
import { defineMachine } from './machine';
import type { MachineCheck, MachineRule } from './machine';

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
  'place',
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

/**
 * What a transition does besides changing the status, in the same transaction: the money
 * effects every escrowed purchase shares (`contract/escrow.ts`; a ticket's release takes the
 * platform fee on the whole total), and the tickets:
 * - `reserve_tickets`: take the quantities off their tiers (never beyond a tier's quantity);
 * - `issue_tickets`: one ticket, with its secret code, per admitted person;
 * - `return_tickets`: put the quantities back on sale in their tiers;
 * - `refund_tickets`: the order's valid tickets become refunded, when its buyer gets the whole
 *   escrow back (a refund, or an administrator's decision to refund).
 */
export const ticketOrderEffects = [
  'reserve_tickets',
  'issue_tickets',
  'return_tickets',
  'refund_tickets',
  ...escrowMoneyEffects,
] as const;
export type TicketOrderEffect = (typeof ticketOrderEffects)[number];

/**
 * The timers that fire system transitions: an unpaid order's payment window (from placing), and
 * the release of a paid order's money 24 hours after the latest end its holders were shown.
 */
export type TicketOrderTimer = 'paymentWindow' | 'releaseAfterEnd';

/** `free_order`: every line of the order is free, so it is paid at once. */
export type TicketOrderGuard = 'free_order';

export interface TicketOrderFacts {
  free: boolean;
}

type TicketOrderTransition = MachineRule<
  TicketOrderStatus,
  TicketOrderTransitionName,
  TicketOrderActor,
  TicketOrderGuard,
  TicketOrderEffect,
  TicketOrderTimer
>;

/**
 * A rule whose effects depend on where the order starts is written as two rules of one name
 * (`cancel_event` of an unpaid order returns its tickets; of a paid one refunds its money). A
 * cancelled event's paid tickets stay counted as sold: the event sells nothing more.
 */
export const ticketOrderTransitions = [
  {
    from: [null],
    transition: 'place',
    actor: 'buyer',
    to: 'paid',
    effects: ['reserve_tickets', 'issue_tickets'],
    guard: 'free_order',
  },
  { from: [null], transition: 'place', actor: 'buyer', to: 'pending_payment', effects: ['reserve_tickets'] },
  {
    from: ['pending_payment'],
    transition: 'payment_confirmed',
    actor: 'system',
    to: 'paid',
    effects: ['capture_to_escrow', 'issue_tickets'],
  },
  {
    from: ['pending_payment'],
    transition: 'expire',
    actor: 'system',
    to: 'expired',
    effects: ['return_tickets'],
    timer: 'paymentWindow',
  },
  {
    from: ['paid'],
    transition: 'release',
    actor: 'system',
    to: 'completed',
    effects: ['release_to_seller'],
    timer: 'releaseAfterEnd',
  },
  { from: ['paid'], transition: 'dispute', actor: 'buyer', to: 'disputed', effects: ['freeze'] },
  { from: ['pending_payment'], transition: 'cancel_event', actor: 'seller', to: 'cancelled', effects: ['return_tickets'] },
  {
    from: ['paid', 'disputed'],
    transition: 'cancel_event',
    actor: 'seller',
    to: 'cancelled',
    effects: ['refund_buyer', 'refund_tickets'],
  },
  {
    from: ['disputed'],
    transition: 'resolve',
    actor: 'admin',
    to: 'resolved',
    effects: ['admin_decision', 'refund_tickets'],
  },
  {
    from: ['paid'],
    transition: 'date_change_refund',
    actor: 'buyer',
    to: 'refunded',
    effects: ['return_tickets', 'refund_buyer', 'refund_tickets'],
  },
] as const satisfies readonly TicketOrderTransition[];

export type TicketOrderRule = (typeof ticketOrderTransitions)[number];
export type TicketOrderRuleFor<T extends TicketOrderTransitionName> = Extract<TicketOrderRule, { transition: T }>;
export type TicketTransitionCheck<T extends TicketOrderTransitionName = TicketOrderTransitionName> = MachineCheck<
  TicketOrderRuleFor<T>
>;

/** How long an unpaid ticket order keeps its tickets reserved. */
export const TICKET_PAYMENT_WINDOW_MS = 30 * 60 * 1000;
/** Ticket money is released to the organiser this long after the event ends. */
export const TICKET_RELEASE_AFTER_END_MS = 24 * 60 * 60 * 1000;
/**
 * A move of an event's start by more than this (from the start a buyer was last told) tells each
 * ticket holder and lets them ask for a full refund until the new start.
 */
export const TICKET_START_MOVE_NOTICE_MS = 60 * 60 * 1000;

const actorOf = (transition: TicketOrderTransitionName): TicketOrderActor =>
  ticketOrderTransitions.find((rule) => rule.transition === transition)?.actor ?? 'admin';

/**
 * The ticket order's machine: `check` answers 403 (`wrong_actor`) for the wrong party, naming the
 * organiser rather than the seller, and 409 (`wrong_state`) for the wrong status. An
 * administrator may take every transition in another's place.
 */
export const ticketOrderMachine = defineMachine<TicketOrderRule, TicketOrderFacts>({
  name: 'ticket order',
  transitions: ticketOrderTransitions,
  wrongActor: (transition) => {
    const actor = actorOf(transition);
    return `Only the ${actor === 'seller' ? 'organiser' : actor} can do this.`;
  },
  wrongState: (status) =>
    status === null
      ? 'This ticket order does not exist.'
      : `This ticket order is ${ticketOrderStatusLabels[status].toLowerCase()}: it cannot be changed that way now.`,
  guards: { free_order: { holds: (facts) => facts.free === true, message: 'This ticket order is not free.' } },
  actsForAll: 'admin',
});
