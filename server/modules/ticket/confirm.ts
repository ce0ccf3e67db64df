/**
 * A ticket order's card payment (`ktk_…`, `escrow/charge.ts`): a verified charge moves the order
 * pending_payment → paid, its money from the provider into escrow, and issues its tickets. A
 * payment for an order that expired or whose event was cancelled meanwhile is recorded and given
 * back in full to the buyer's Kampus wallet.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import type { Services } from '../../services';
import { confirmEscrowCharge } from '../escrow/charge';
import type { ChargeOutcome, ChargeablePurchase } from '../escrow/charge';
import { events } from '../event/schema';
import { notify } from '../notification/notify';
import { sendTicketsMail } from './mail';
import { latePaymentRefundedNotifications, ticketsIssuedNotifications } from './notifications';
import { ticketOrderEvents, ticketOrders } from './schema';
import { applyTicketTransition, readTicketOrder } from './transition';
import type { TicketOrderRow } from './transition';

/** The ledger key of the refund of a ticket payment that arrived too late. */
export const lateTicketRefundKey = (orderId: string) => `ticket_order:${orderId}:refund_after_expiry`;

async function eventTitleOf(tx: Database, row: TicketOrderRow): Promise<string> {
  const [event] = await tx.select({ title: events.title }).from(events).where(eq(events.id, row.eventId));
  return event?.title ?? 'your event';
}

const chargeableTicketOrders: ChargeablePurchase<TicketOrderRow> = {
  noun: 'ticket order',
  idField: 'ticketOrderId',
  events: ticketOrderEvents,
  byReference: async (db, reference) =>
    (await db.select().from(ticketOrders).where(eq(ticketOrders.paymentReference, reference)))[0],
  read: (tx, id) => readTicketOrder(tx, id),
  async confirm(tx, services, row, capture, now) {
    await applyTicketTransition(tx, services, row, 'payment_confirmed', { actor: 'system', capture }, now);
    await notify(tx, ticketsIssuedNotifications(row, await eventTitleOf(tx, row), services.config.publicOrigin), now);
  },
  afterConfirmed: (services, row) => sendTicketsMail(services, row.id),
  late: {
    to: 'wallet',
    key: (row) => lateTicketRefundKey(row.id),
    note: 'The payment arrived after the order had ended and was refunded in full to the Kampus wallet.',
    logMessage: 'paystack charge for an ended ticket order: refunded to the wallet',
    recorded: async (tx, row, now) => notify(tx, latePaymentRefundedNotifications(row, await eventTitleOf(tx, row)), now),
  },
};

export function confirmTicketCharge(services: Services, reference: string): Promise<ChargeOutcome> {
  return confirmEscrowCharge(services, chargeableTicketOrders, reference);
}
