/**
 * Every transition of a ticket order (`contract/ticketOrder.ts`) goes through
 * `applyTicketTransition`, inside the caller's transaction: the table's check (403 before 409),
 * a compare-and-set on the status read, the ticket order event, and what the transition does
 * to tickets and money:
 *
 * - `expire`, `cancel_event` of an unpaid order: its tickets go back on sale (tiers' `sold`);
 * - `payment_confirmed`: the tickets are issued, and the caller's charge posting is made;
 * - `release`: escrow → organiser's available balance less the platform fee (nothing for a free order);
 * - `cancel_event` of a paid or disputed order: escrow → buyer in full, its tickets refunded;
 * - `date_change_refund`: escrow → buyer in full, its tickets refunded and back on sale;
 * - `dispute`: the dispute row (the money stays frozen in escrow);
 * - `resolve`: the administrator's refund / release / split, shared as for product orders.
 *
 * Ledger postings are keyed `ticket_order:<id>:<transition>`, so a repeated transition can never
 * move money twice. Nothing here awaits network or file I/O; notifications are the caller's.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { checkTicketOrderTransition } from '../../../contract';
import type { Kobo, TicketOrderActor, TicketOrderStatus, TicketOrderTransitionName } from '../../../contract';
import type { Database } from '../../db/database';
import { ApiError, conflict, forbidden, invalidField, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { ledgerAccount } from '../ledger/accounts';
import type { LedgerAccountRef } from '../ledger/accounts';
import type { LedgerEntryInput, PostTransactionInput } from '../ledger/post';
import { postTransaction } from '../ledger/post';
import { ticketTiers } from '../event/schema';
import { shareEscrow } from '../order/fees';
import type { EscrowSplit } from '../order/fees';
import { issueTickets } from './issue';
import type { TicketRow } from './issue';
import { ticketDisputes, ticketOrderEvents, ticketOrderLines, ticketOrders, tickets } from './schema';

export const TICKET_ORDER_NOT_FOUND = 'Ticket order not found';

export type TicketOrderRow = typeof ticketOrders.$inferSelect;
export type TicketOrderEventRow = typeof ticketOrderEvents.$inferSelect;
export type TicketDisputeRow = typeof ticketDisputes.$inferSelect;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isTicketOrderId = (id: string) => uuidPattern.test(id);

/** Who a user is to a ticket order: its buyer, its organiser, an administrator, or nobody (null). */
export function ticketActorOf(
  row: Pick<TicketOrderRow, 'buyerId' | 'sellerId'>,
  userId: string,
  isAdmin: boolean,
): TicketOrderActor | null {
  if (row.buyerId === userId) return 'buyer';
  if (row.sellerId === userId) return 'seller';
  return isAdmin ? 'admin' : null;
}

/** The status a transition leads to now, or the 403 (wrong actor) / 409 (wrong status) refusing it. */
export function allowedTicketTransition(
  status: TicketOrderStatus,
  name: TicketOrderTransitionName,
  actor: TicketOrderActor,
): TicketOrderStatus {
  const check = checkTicketOrderTransition(status, name, actor);
  if (check.ok) return check.to;
  throw check.status === 403 ? forbidden(check.message) : conflict(check.message);
}

/** Reads a ticket order inside a transaction (locking its row when asked); 404 when there is none. */
export async function readTicketOrder(tx: Database, orderId: string, lock = false): Promise<TicketOrderRow> {
  if (!isTicketOrderId(orderId)) throw notFound(TICKET_ORDER_NOT_FOUND);
  const query = tx.select().from(ticketOrders).where(eq(ticketOrders.id, orderId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(TICKET_ORDER_NOT_FOUND);
  return row;
}

/** The ledger account holding a ticket order's money: an escrow naming its buyer and organiser. */
export const ticketEscrowOf = (row: Pick<TicketOrderRow, 'id' | 'buyerId' | 'sellerId'>): LedgerAccountRef =>
  ledgerAccount.orderEscrow(row.id, { buyerId: row.buyerId, sellerId: row.sellerId });

/** The idempotency key of the ledger posting a transition makes. */
export const ticketLedgerKey = (orderId: string, transition: TicketOrderTransitionName) =>
  `ticket_order:${orderId}:${transition}`;

export type TicketDecision =
  | { outcome: 'refund'; note?: string | null }
  | { outcome: 'release'; note?: string | null }
  | { outcome: 'split'; buyerKobo: number; note?: string | null };

export interface TicketTransitionInput {
  actor: TicketOrderActor;
  /** The user acting (null for the system). */
  actorId?: string | null;
  /** Stored with the event: a dispute's reason, a cancellation's reason, an administrator's note. */
  note?: string | null;
  /** `resolve` only: the administrator's decision. */
  decision?: TicketDecision;
  /** `payment_confirmed` only: the charge's posting (provider → escrow), made in the same transaction. */
  payment?: PostTransactionInput;
}

export interface AppliedTicketTransition {
  order: TicketOrderRow;
  transition: TicketOrderTransitionName;
  from: TicketOrderStatus;
  event: TicketOrderEventRow;
  /** How the escrow was shared out, when money left it. */
  split: EscrowSplit | null;
  /** The tickets issued by `payment_confirmed`. */
  issued: TicketRow[];
  /** The dispute as a `dispute` or `resolve` left it. */
  dispute: TicketDisputeRow | null;
}

/** Puts an unpaid order's tickets back on sale, tier by tier in id order (the order reservations take). */
export async function returnTicketsToTiers(tx: Database, orderId: string): Promise<void> {
  const lines = await tx
    .select({ tierId: ticketOrderLines.tierId, quantity: ticketOrderLines.quantity })
    .from(ticketOrderLines)
    .where(eq(ticketOrderLines.orderId, orderId))
    .orderBy(asc(ticketOrderLines.tierId));
  for (const line of lines) {
    await tx
      .update(ticketTiers)
      .set({ sold: sql`greatest(${ticketTiers.sold} - ${line.quantity}, 0)` })
      .where(eq(ticketTiers.id, line.tierId));
  }
}

const nonZero = (entries: LedgerEntryInput[]) => entries.filter((entry) => entry.amount !== 0);

/**
 * Applies `transition` to the ticket order `row` (read in `tx`) as `input.actor`, inside `tx`.
 * Throws the table's 403/409 before changing anything, and a 409 when another request moved the
 * order since `row` was read (then the transaction must be rolled back by the caller's throw).
 */
export async function applyTicketTransition(
  tx: Database,
  deps: Pick<Services, 'config'>,
  row: TicketOrderRow,
  transition: TicketOrderTransitionName,
  input: TicketTransitionInput,
  now: Date,
): Promise<AppliedTicketTransition> {
  const to = allowedTicketTransition(row.status, transition, input.actor);
  const decision = input.decision;
  if (transition === 'resolve') {
    if (!decision) throw invalidField('outcome', "Outcome must be 'refund', 'release' or 'split'");
    if (decision.outcome === 'split' && row.totalKobo > 0 && decision.buyerKobo >= row.totalKobo)
      throw new ApiError(
        422,
        `Buyer amount must be less than the escrow total of ${row.totalKobo} kobo; to give the buyer everything, refund.`,
        { buyerKobo: `Buyer amount must be less than ${row.totalKobo} kobo` },
      );
    if (decision.outcome === 'split' && row.totalKobo === 0)
      throw new ApiError(422, 'This ticket order was free: there is no money to split; refund or release it.', {
        outcome: 'A free order cannot be split',
      });
  }

  // Compare-and-set on the status read: whoever moved it first wins, the others change nothing.
  const [moved] = await tx
    .update(ticketOrders)
    .set({
      status: to,
      updatedAt: now,
      ...(row.status === 'pending_payment' ? { dueAt: null } : {}),
      ...(transition === 'payment_confirmed' ? { paidAt: now } : {}),
    })
    .where(and(eq(ticketOrders.id, row.id), eq(ticketOrders.status, row.status)))
    .returning();
  if (!moved) {
    const [current] = await tx.select({ status: ticketOrders.status }).from(ticketOrders).where(eq(ticketOrders.id, row.id));
    const check = checkTicketOrderTransition(current?.status ?? row.status, transition, input.actor);
    if (!check.ok) throw check.status === 403 ? forbidden(check.message) : conflict(check.message);
    throw conflict('The ticket order changed while this request was handled. Please try again.');
  }

  const note = input.note ?? decision?.note ?? null;
  const [event] = await tx
    .insert(ticketOrderEvents)
    .values({
      orderId: row.id,
      kind: transition,
      fromStatus: row.status,
      toStatus: to,
      actor: input.actor,
      actorId: input.actorId ?? null,
      note,
      createdAt: now,
    })
    .returning();
  if (!event) throw new Error(`ticket order ${row.id}: the ${transition} event was not written`);

  // Tickets.
  let issued: TicketRow[] = [];
  // Back on sale: an unpaid order's reservation, and tickets refunded for a date change (the
  // event goes on). A cancelled event's paid tickets stay counted: it sells nothing more.
  if (
    (row.status === 'pending_payment' && (transition === 'expire' || transition === 'cancel_event')) ||
    transition === 'date_change_refund'
  ) {
    await returnTicketsToTiers(tx, row.id);
  }
  if (transition === 'payment_confirmed') {
    if (input.payment) await postTransaction(tx, input.payment);
    issued = await issueTickets(tx, row, now);
  }

  // Money out of escrow.
  const feeBps = deps.config.platformFeeBps;
  const amounts = { totalKobo: row.totalKobo, subtotalKobo: row.totalKobo };
  let split: EscrowSplit | null = null;
  if (transition === 'release') split = shareEscrow(amounts, feeBps, { outcome: 'release' });
  else if ((transition === 'cancel_event' && row.status !== 'pending_payment') || transition === 'date_change_refund')
    split = shareEscrow(amounts, feeBps, { outcome: 'refund' });
  else if (transition === 'resolve' && decision) split = shareEscrow(amounts, feeBps, decision);
  if (split && row.totalKobo > 0) {
    await postTransaction(tx, {
      idempotencyKey: ticketLedgerKey(row.id, transition),
      kind: split.buyerKobo === row.totalKobo ? 'refund' : split.buyerKobo === 0 ? 'release' : 'split',
      postedAt: now,
      metadata: { ticketOrderId: row.id, transition },
      entries: nonZero([
        { account: ticketEscrowOf(row), amount: -row.totalKobo as Kobo },
        { account: ledgerAccount.userAvailable(row.buyerId), amount: split.buyerKobo },
        { account: ledgerAccount.userAvailable(row.sellerId), amount: split.sellerKobo },
        { account: ledgerAccount.platformFees, amount: split.feeKobo },
      ]),
    });
  }
  const refundedInFull =
    (transition === 'cancel_event' && row.status !== 'pending_payment') ||
    transition === 'date_change_refund' ||
    (transition === 'resolve' && decision?.outcome === 'refund');
  if (refundedInFull) {
    await tx
      .update(tickets)
      .set({ status: 'refunded' })
      .where(and(eq(tickets.orderId, row.id), eq(tickets.status, 'valid')));
  }

  // The dispute.
  let dispute: TicketDisputeRow | null = null;
  if (transition === 'dispute') {
    [dispute = null] = await tx
      .insert(ticketDisputes)
      .values({ orderId: row.id, reason: note ?? '', openedAt: now })
      .returning();
  } else if (row.status === 'disputed' && split) {
    [dispute = null] = await tx
      .update(ticketDisputes)
      .set({
        outcome: transition === 'resolve' && decision ? decision.outcome : 'refund',
        buyerKobo: split.buyerKobo,
        sellerKobo: split.sellerKobo,
        note,
        decidedBy: input.actorId ?? null,
        decidedAt: now,
      })
      .where(eq(ticketDisputes.orderId, row.id))
      .returning();
  }

  return { order: moved, transition, from: row.status, event, split, issued, dispute };
}
