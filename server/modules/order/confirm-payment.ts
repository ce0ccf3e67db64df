import { and, eq } from 'drizzle-orm';
import { orderTimers } from '../../../contract';
import type { Kobo } from '../../../contract';
import type { Database } from '../../db/database';
import type { Services } from '../../services';
import { ledgerAccount } from '../ledger/accounts';
import { postTransaction } from '../ledger/post';
import { paystackFor } from '../payment/provider';
import type { PaystackTransaction } from '../payment/schemas';
import { notify } from '../notification/notify';
import { products } from '../product/schema';
import { orderNotifications } from './notifications';
import { orderEvents, orders } from './schema';
import { allowedOrderTransition } from './transition';

/** What a verified charge did to its order. */
export type ChargeOutcome =
  'confirmed' | 'already_confirmed' | 'refunded_late' | 'unknown_reference' | 'not_successful' | 'amount_mismatch';

/** The ledger keys of a charge and of the refund of a charge that came too late: one of each per reference. */
export const chargeKey = (reference: string) => `paystack:charge:${reference}`;
export const lateRefundKey = (reference: string) => `paystack:refund:${reference}`;

/**
 * A `charge.success` webhook whose signature was checked: the charge is verified with the
 * provider (the webhook's own body is never trusted for money), then in one transaction the
 * order moves pending_payment -> awaiting_seller by compare-and-set, its event is written and
 * the money moves from the provider into the order's escrow under the reference's key. A replay
 * or a webhook for an order already past payment changes nothing. A charge whose amount is not
 * the order's total is refused and logged. A charge for an order that had expired (its stock
 * is already back on sale) is recorded and refunded to the card in full.
 */
export async function confirmCharge(services: Services, reference: string): Promise<ChargeOutcome> {
  const { db, clock, logger } = services;
  const [order] = await db.select().from(orders).where(eq(orders.paymentReference, reference));
  if (!order) {
    logger.warn('paystack charge for no order', { reference });
    return 'unknown_reference';
  }

  const charge: PaystackTransaction = await paystackFor(services).verify(reference);
  if (charge.status !== 'success') {
    logger.warn('paystack charge not successful on verify', { reference, status: charge.status });
    return 'not_successful';
  }
  if (charge.amount !== order.totalKobo || charge.currency !== 'NGN') {
    logger.error('paystack charge amount does not match the order: refused', {
      reference,
      orderId: order.id,
      expectedKobo: order.totalKobo,
      chargedKobo: charge.amount,
      currency: charge.currency,
    });
    return 'amount_mismatch';
  }

  const amount = order.totalKobo as Kobo;
  const escrow = ledgerAccount.orderEscrow(order.id, { buyerId: order.buyerId, sellerId: order.sellerId });
  const now = clock.now();
  const rule = allowedOrderTransition('pending_payment', 'confirm_payment', 'system');

  const outcome = await db.transaction(async (tx): Promise<ChargeOutcome> => {
    const [moved] = await tx
      .update(orders)
      .set({ status: rule.to, paidAt: now, dueAt: new Date(now.getTime() + orderTimers.sellerAnswerMs), updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'pending_payment')))
      .returning({ id: orders.id });
    const payment = {
      idempotencyKey: chargeKey(reference),
      kind: 'payment',
      postedAt: now,
      metadata: { orderId: order.id, reference },
      entries: [
        { account: ledgerAccount.providerClearing, amount: -amount as Kobo },
        { account: escrow, amount },
      ],
    };
    if (moved) {
      await tx.insert(orderEvents).values({
        orderId: order.id,
        kind: rule.transition,
        fromStatus: 'pending_payment',
        toStatus: rule.to,
        actor: 'system',
        note: null,
        createdAt: now,
      });
      await postTransaction(tx, payment);
      await notifyPaymentConfirmed(tx, order, services.config.publicOrigin, now);
      return 'confirmed';
    }
    const [current] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    if (current?.status !== 'expired') return 'already_confirmed';
    // Paid after its window closed: the money arrived, so it is recorded, then all of it goes back.
    const posted = await postTransaction(tx, payment);
    if (posted.replayed) return 'already_confirmed';
    await postTransaction(tx, {
      idempotencyKey: lateRefundKey(reference),
      kind: 'refund',
      postedAt: now,
      metadata: { orderId: order.id, reference, reason: 'paid_after_expiry' },
      entries: [
        { account: escrow, amount: -amount as Kobo },
        { account: ledgerAccount.providerClearing, amount },
      ],
    });
    await tx.insert(orderEvents).values({
      orderId: order.id,
      kind: 'refund_after_expiry',
      fromStatus: 'expired',
      toStatus: 'expired',
      actor: 'system',
      note: 'The payment arrived after the order had expired and was refunded in full.',
      createdAt: now,
    });
    return 'refunded_late';
  });

  if (outcome === 'refunded_late') {
    logger.warn('paystack charge for an expired order: refunded', { reference, orderId: order.id });
    try {
      await paystackFor(services).refund({ transaction: reference, merchantNote: 'Order expired before payment' });
    } catch (error) {
      // The ledger already says the money went back; an administrator retries the refund at the provider.
      logger.error('refund of a late payment failed at the provider', {
        reference,
        orderId: order.id,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return outcome;
}

/** Tells both parties that the order is paid and its money held in escrow (in the app and by e-mail). */
export async function notifyPaymentConfirmed(
  tx: Database,
  order: { id: string; buyerId: string; sellerId: string; productId: string; totalKobo: number },
  publicOrigin: string | undefined,
  now: Date,
): Promise<void> {
  const [product] = await tx.select({ title: products.title }).from(products).where(eq(products.id, order.productId));
  const facts = {
    id: order.id,
    buyerId: order.buyerId,
    sellerId: order.sellerId,
    productTitle: product?.title ?? 'your product',
    totalKobo: order.totalKobo,
  };
  await notify(tx, orderNotifications('confirm_payment', facts, publicOrigin), now);
}
