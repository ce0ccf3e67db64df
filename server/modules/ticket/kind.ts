/**
 * A ticket order as an escrowed purchase (`escrow/kind.ts`): its machine and tables, its money
 * booked under `ticket_order:<id>:<transition>` with the fee on the whole total, and its own
 * effects on the tickets: issued when paid, put back on sale, refunded with the money.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { ticketOrderMachine } from '../../../contract';
import type { TicketOrderFacts, TicketOrderRule, TicketOrderTransitionName } from '../../../contract';
import type { Database } from '../../db/database';
import { defineEscrowKind } from '../escrow/kind';
import { ticketTiers } from '../event/schema';
import { issueTickets } from './issue';
import { ticketDisputes, ticketOrderEvents, ticketOrderLines, ticketOrders, tickets } from './schema';

export const TICKET_ORDER_NOT_FOUND = 'Ticket order not found';

export interface TicketTables {
  records: typeof ticketOrders;
  events: typeof ticketOrderEvents;
  disputes: typeof ticketDisputes;
}

/** The idempotency key of the ledger posting a transition makes. */
export const ticketLedgerKey = (orderId: string, transition: TicketOrderTransitionName) =>
  `ticket_order:${orderId}:${transition}`;

/** Puts an order's tickets back on sale, tier by tier in id order (the order reservations take). */
async function returnTicketsToTiers(tx: Database, orderId: string): Promise<void> {
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

export const ticketOrderKind = defineEscrowKind<TicketTables, TicketOrderRule, TicketOrderFacts, Record<string, never>>({
  noun: 'ticket order',
  notFound: TICKET_ORDER_NOT_FOUND,
  machine: ticketOrderMachine,
  table: ticketOrders,
  events: ticketOrderEvents,
  disputes: { table: ticketDisputes },
  ledger: { key: ticketLedgerKey, metadata: (id, transition) => ({ ticketOrderId: id, transition }) },
  feeBaseKobo: (row) => row.totalKobo,
  // The payment window ends with the wait for payment.
  columns: (_tx, row, { rule, now }) => ({
    ...(row.status === 'pending_payment' ? { dueAt: null } : {}),
    ...(rule.transition === 'payment_confirmed' ? { paidAt: now } : {}),
  }),
  effects: {
    async issue_tickets(tx, row, { now }) {
      await issueTickets(tx, row, now);
    },
    return_tickets: (tx, row) => returnTicketsToTiers(tx, row.id),
    async refund_tickets(tx, row, { rule, request }) {
      const refunded = (rule.effects as readonly string[]).includes('refund_buyer') || request.decision?.outcome === 'refund';
      if (!refunded) return;
      await tx
        .update(tickets)
        .set({ status: 'refunded' })
        .where(and(eq(tickets.orderId, row.id), eq(tickets.status, 'valid')));
    },
  },
});
