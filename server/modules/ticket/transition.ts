/**
 * Every transition of a ticket order (`contract/ticketOrder.ts`) goes through
 * `applyTicketTransition`, inside the caller's transaction: the escrow core
 * (`escrow/transition.ts`) with the ticket order's tables and effects (`kind.ts`). Ledger
 * postings are keyed `ticket_order:<id>:<transition>`, so a repeated transition can never move
 * money twice. Nothing here awaits network or file I/O; notifications are the caller's.
 */
import type { TicketOrderActor, TicketOrderTransitionName } from '../../../contract';
import type { Database } from '../../db/database';
import type { Services } from '../../services';
import type { Capture } from '../escrow/kind';
import type { ResolveDecision } from '../escrow/split';
import { isRecordId, partyOf, readRecord } from '../escrow/record';
import { applyEscrowTransition } from '../escrow/transition';
import type { AppliedEscrowTransition } from '../escrow/transition';
import { TICKET_ORDER_NOT_FOUND, ticketOrderKind } from './kind';
import type { TicketTables } from './kind';
import type { ticketDisputes, ticketOrderEvents, ticketOrders } from './schema';

export { escrowAccountOf as ticketEscrowOf } from '../escrow/money';

export { TICKET_ORDER_NOT_FOUND };

export type TicketOrderRow = typeof ticketOrders.$inferSelect;
export type TicketOrderEventRow = typeof ticketOrderEvents.$inferSelect;
export type TicketDisputeRow = typeof ticketDisputes.$inferSelect;

export const isTicketOrderId = isRecordId;

/** Who a user is to a ticket order: its buyer, its organiser, an administrator, or nobody (null). */
export const ticketActorOf: (
  row: Pick<TicketOrderRow, 'buyerId' | 'sellerId'>,
  userId: string,
  isAdmin: boolean,
) => TicketOrderActor | null = partyOf;

/** Reads a ticket order inside a transaction (locking its row when asked); 404 when there is none. */
export const readTicketOrder = (tx: Database, orderId: string, lock = false): Promise<TicketOrderRow> =>
  readRecord(tx, ticketOrderKind, orderId, lock);

export interface TicketTransitionInput {
  actor: TicketOrderActor;
  /** The user acting (null for the system). */
  actorId?: string | null;
  /** Stored with the event: a dispute's reason, a cancellation's reason, an administrator's note. */
  note?: string | null;
  /** `resolve` only: the administrator's decision. */
  decision?: ResolveDecision;
  /** `payment_confirmed` only: the charge captured into escrow. */
  capture?: Capture;
}

export type AppliedTicketTransition = AppliedEscrowTransition<TicketTables>;

/**
 * Applies `transition` to the ticket order `row` (read in `tx`) as `input.actor`, inside `tx`.
 * Throws the machine's 403/409 before changing anything, and a 409 when another request moved
 * the order since `row` was read (then the transaction must be rolled back by the caller's throw).
 */
export function applyTicketTransition(
  tx: Database,
  deps: Pick<Services, 'config'>,
  row: TicketOrderRow,
  transition: TicketOrderTransitionName,
  input: TicketTransitionInput,
  now: Date,
): Promise<AppliedTicketTransition> {
  const { actor, actorId = null, note, decision, capture } = input;
  return applyEscrowTransition(
    tx,
    ticketOrderKind,
    row,
    { transition, actor, actorId, note, decision, capture, extra: {} },
    deps,
    now,
  );
}
