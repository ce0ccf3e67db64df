/**
 * A verified `charge.success` for a ticket order (`ktk_…`). The charge is verified with the
 * provider (the webhook's body is never trusted for money), then in one transaction the order
 * moves pending_payment → paid by compare-and-set, the money moves provider:clearing → the
 * order's escrow under the charge's key, and the tickets are issued. A replay changes nothing; a
 * charge of another amount is refused; a payment for an order that expired or whose event was
 * cancelled meanwhile is recorded and given back in full to the buyer's Kampus wallet.
 */
import { eq } from 'drizzle-orm';
import type { Kobo } from '../../../contract';
import { ApiError } from '../../http/api-error';
import type { Services } from '../../services';
import { ledgerAccount } from '../ledger/accounts';
import { postTransaction } from '../ledger/post';
import { notify } from '../notification/notify';
import { chargeKey } from '../order/confirm-payment';
import type { ChargeOutcome } from '../order/confirm-payment';
import { paystackFor } from '../payment/provider';
import { events } from '../event/schema';
import { sendTicketsMail } from './mail';
import { latePaymentRefundedNotifications, ticketsIssuedNotifications } from './notifications';
import { ticketOrderEvents, ticketOrders } from './schema';
import { applyTicketTransition, readTicketOrder, ticketEscrowOf } from './transition';

/** The ledger key of the refund of a ticket payment that arrived too late. */
export const lateTicketRefundKey = (orderId: string) => `ticket_order:${orderId}:refund_after_expiry`;

export async function confirmTicketCharge(services: Services, reference: string): Promise<ChargeOutcome> {
  const { db, clock, logger } = services;
  const [order] = await db.select().from(ticketOrders).where(eq(ticketOrders.paymentReference, reference));
  if (!order) {
    logger.warn('paystack charge for no ticket order', { reference });
    return 'unknown_reference';
  }
  const charge = await paystackFor(services).verify(reference);
  if (charge.status !== 'success') {
    logger.warn('paystack charge not successful on verify', { reference, status: charge.status });
    return 'not_successful';
  }
  if (charge.amount !== order.totalKobo || charge.currency !== 'NGN') {
    logger.error('paystack charge amount does not match the ticket order: refused', {
      reference,
      ticketOrderId: order.id,
      expectedKobo: order.totalKobo,
      chargedKobo: charge.amount,
      currency: charge.currency,
    });
    return 'amount_mismatch';
  }

  const amount = order.totalKobo as Kobo;
  const escrow = ticketEscrowOf(order);
  const payment = {
    idempotencyKey: chargeKey(reference),
    kind: 'payment',
    metadata: { ticketOrderId: order.id, reference },
    entries: [
      { account: ledgerAccount.providerClearing, amount: -amount as Kobo },
      { account: escrow, amount },
    ],
  };
  const [event] = await db.select({ title: events.title }).from(events).where(eq(events.id, order.eventId));
  const eventTitle = event?.title ?? 'your event';

  // Twice at most: a compare-and-set lost to another webhook or to the expiry is judged again on the new status.
  for (let attempt = 1; ; attempt += 1) {
    const now = clock.now();
    try {
      const outcome = await db.transaction(async (tx): Promise<ChargeOutcome> => {
        const row = await readTicketOrder(tx, order.id);
        if (row.status === 'pending_payment') {
          await applyTicketTransition(
            tx,
            services,
            row,
            'payment_confirmed',
            { actor: 'system', payment: { ...payment, postedAt: now } },
            now,
          );
          await notify(tx, ticketsIssuedNotifications(row, eventTitle, services.config.publicOrigin), now);
          return 'confirmed';
        }
        if (row.status !== 'expired' && row.status !== 'cancelled') return 'already_confirmed';
        if (row.paidAt !== null) return 'already_confirmed';
        // Paid after its window closed (or after the event was cancelled): recorded, then all of it back to the buyer.
        const posted = await postTransaction(tx, { ...payment, postedAt: now });
        if (posted.replayed) return 'already_confirmed';
        await postTransaction(tx, {
          idempotencyKey: lateTicketRefundKey(row.id),
          kind: 'refund',
          postedAt: now,
          metadata: { ticketOrderId: row.id, reference, reason: 'paid_after_expiry' },
          entries: [
            { account: escrow, amount: -amount as Kobo },
            { account: ledgerAccount.userAvailable(row.buyerId), amount },
          ],
        });
        await tx.insert(ticketOrderEvents).values({
          orderId: row.id,
          kind: 'refund_after_expiry',
          fromStatus: row.status,
          toStatus: row.status,
          actor: 'system',
          note: 'The payment arrived after the order had ended and was refunded in full to the Kampus wallet.',
          createdAt: now,
        });
        await notify(tx, latePaymentRefundedNotifications(row, eventTitle), now);
        return 'refunded_late';
      });
      if (outcome === 'confirmed') sendTicketsMail(services, order.id);
      if (outcome === 'refunded_late')
        logger.warn('paystack charge for an ended ticket order: refunded to the wallet', { reference, ticketOrderId: order.id });
      return outcome;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409 && attempt < 2) continue;
      throw error;
    }
  }
}
