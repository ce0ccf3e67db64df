/**
 * Paying an order from the buyer's wallet, and what happens when a card payment for the same
 * order arrives afterwards. The wallet's side (`POST /v1/wallet/payments`) calls this file; the
 * order's side stays here, next to the card's `confirm-payment.ts`, which it mirrors.
 */
import { and, eq } from 'drizzle-orm';
import { orderTimers } from '../../../contract';
import type { Kobo } from '../../../contract';
import { ApiError, conflict, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { ledgerAccount } from '../ledger/accounts';
import { InsufficientFundsError, postTransaction } from '../ledger/post';
import { balanceOf } from '../ledger/queries';
import { ledgerTransactions } from '../ledger/schema';
import { paystackFor } from '../payment/provider';
import { chargeKey, lateRefundKey, notifyPaymentConfirmed } from './confirm-payment';
import type { ChargeOutcome } from './confirm-payment';
import { orderEvents, orders } from './schema';
import { allowedOrderTransition } from './transition';

export const WALLET_DOES_NOT_COVER = 'Your wallet balance does not cover this order';
export const ORDER_NOT_FOUND = 'Order not found';

/** The ledger key of an order paid from the wallet: one per order. */
export const walletPaymentKey = (orderId: string) => `wallet:payment:${orderId}`;

/**
 * Pays one of the buyer's orders awaiting payment from their available balance, exactly as a
 * verified card payment does: in one transaction the order moves pending_payment ->
 * awaiting_seller by compare-and-set (paid now, the seller's answer due), its event is written,
 * available -> the order's escrow is posted under the order's wallet key, and both parties are
 * notified. A replay for an order already paid from the wallet changes nothing; an order that
 * no longer awaits payment is 409; a balance that does not cover the total (even when another
 * payment takes it at the same moment: the ledger refuses to go below zero) is 422.
 */
export async function payOrderFromWallet(
  services: Services,
  buyerId: string,
  orderId: string,
): Promise<{ orderId: string; status: string; availableKobo: number }> {
  const { db, clock, config } = services;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.buyerId !== buyerId) throw notFound(ORDER_NOT_FOUND);
  const available = ledgerAccount.userAvailable(buyerId);
  const answer = async (status: string) => ({ orderId, status, availableKobo: await balanceOf(db, available) });

  const paidFromWallet = async () =>
    (
      await db
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, walletPaymentKey(orderId)))
    ).length > 0;
  const now = clock.now();
  if (order.status !== 'pending_payment' || (order.dueAt && order.dueAt <= now)) {
    if (await paidFromWallet()) return answer(order.status);
    throw conflict('This order no longer awaits payment.');
  }
  const amount = order.totalKobo as Kobo;
  if ((await balanceOf(db, available)) < amount) throw new ApiError(422, WALLET_DOES_NOT_COVER);

  const rule = allowedOrderTransition('pending_payment', 'confirm_payment', 'system');
  let moved: boolean;
  try {
    moved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ status: rule.to, paidAt: now, dueAt: new Date(now.getTime() + orderTimers.sellerAnswerMs), updatedAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending_payment')))
        .returning({ id: orders.id });
      if (!row) return false;
      await tx.insert(orderEvents).values({
        orderId: order.id,
        kind: rule.transition,
        fromStatus: 'pending_payment',
        toStatus: rule.to,
        actor: 'system',
        note: 'Paid from the wallet.',
        createdAt: now,
      });
      await postTransaction(tx, {
        idempotencyKey: walletPaymentKey(order.id),
        kind: 'payment',
        postedAt: now,
        metadata: { orderId: order.id, source: 'wallet' },
        entries: [
          { account: available, amount: -amount as Kobo },
          { account: ledgerAccount.orderEscrow(order.id, { buyerId: order.buyerId, sellerId: order.sellerId }), amount },
        ],
      });
      await notifyPaymentConfirmed(tx, order, config.publicOrigin, now);
      return true;
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new ApiError(422, WALLET_DOES_NOT_COVER);
    throw error;
  }
  if (!moved) {
    // Someone else (a card payment, the payment window) moved it first.
    if (await paidFromWallet()) return answer('awaiting_seller');
    throw conflict('This order no longer awaits payment.');
  }
  return answer(rule.to);
}

/**
 * After `confirmCharge`: a verified card charge for an order that was paid from the wallet
 * (so the card's confirmation found it already paid) is recorded and refunded to the card in
 * full, the way a payment that arrives after its order expired is. Any other outcome is
 * answered as it is.
 */
export async function refundChargeOfWalletPaidOrder(
  services: Services,
  reference: string,
  outcome: ChargeOutcome,
): Promise<ChargeOutcome> {
  if (outcome !== 'already_confirmed') return outcome;
  const { db, clock, logger } = services;
  const [order] = await db.select().from(orders).where(eq(orders.paymentReference, reference));
  if (!order) return outcome;
  const [paid] = await db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, walletPaymentKey(order.id)));
  if (!paid) return outcome;
  const charge = await paystackFor(services).verify(reference);
  if (charge.status !== 'success' || charge.amount !== order.totalKobo || charge.currency !== 'NGN') return outcome;

  const amount = order.totalKobo as Kobo;
  const escrow = ledgerAccount.orderEscrow(order.id, { buyerId: order.buyerId, sellerId: order.sellerId });
  const now = clock.now();
  const refunded = await db.transaction(async (tx) => {
    const metadata = { orderId: order.id, reference };
    const posted = await postTransaction(tx, {
      idempotencyKey: chargeKey(reference),
      kind: 'payment',
      postedAt: now,
      metadata,
      entries: [
        { account: ledgerAccount.providerClearing, amount: -amount as Kobo },
        { account: escrow, amount },
      ],
    });
    if (posted.replayed) return false;
    await postTransaction(tx, {
      idempotencyKey: lateRefundKey(reference),
      kind: 'refund',
      postedAt: now,
      metadata: { ...metadata, reason: 'paid_from_wallet' },
      entries: [
        { account: escrow, amount: -amount as Kobo },
        { account: ledgerAccount.providerClearing, amount },
      ],
    });
    await tx.insert(orderEvents).values({
      orderId: order.id,
      kind: 'refund_after_expiry',
      fromStatus: order.status,
      toStatus: order.status,
      actor: 'system',
      note: 'A card payment arrived after the order was paid from the wallet and was refunded in full.',
      createdAt: now,
    });
    return true;
  });
  if (!refunded) return outcome;
  logger.warn('card charge for an order paid from the wallet: refunded', { reference, orderId: order.id });
  try {
    await paystackFor(services).refund({ transaction: reference, merchantNote: 'Order already paid from the wallet' });
  } catch (error) {
    logger.error('refund of a card charge for a wallet-paid order failed at the provider', {
      reference,
      orderId: order.id,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return 'refunded_late';
}
