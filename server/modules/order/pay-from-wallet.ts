/**
 * Paying an order from the buyer's wallet, and what happens when a card payment for the same
 * order arrives afterwards. The wallet's side (`POST /v1/wallet/payments`) calls this file; the
 * order's side stays here: the wallet is one more source the escrow core captures from.
 */
import { eq } from 'drizzle-orm';
import { ApiError, conflict, notFound } from '../../http/api-error';
import type { Services } from '../../services';
import { chargeKey, giveBackCharge, lateRefundKey, refundAtProvider } from '../escrow/charge';
import type { ChargeOutcome } from '../escrow/charge';
import { ledgerAccount } from '../ledger/accounts';
import { InsufficientFundsError } from '../ledger/post';
import { balanceOf } from '../ledger/queries';
import { ledgerTransactions } from '../ledger/schema';
import { paystackFor } from '../payment/provider';
import { applyInTransaction } from './apply';
import { orderEvents, orders } from './schema';

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
  const { db, clock } = services;
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
  if ((await balanceOf(db, available)) < order.totalKobo) throw new ApiError(422, WALLET_DOES_NOT_COVER);

  const capture = {
    from: available,
    idempotencyKey: walletPaymentKey(order.id),
    metadata: { orderId: order.id, source: 'wallet' },
  };
  try {
    const applied = await db.transaction((tx) =>
      applyInTransaction(tx, services, order, 'confirm_payment', 'system', { capture, note: 'Paid from the wallet.' }, now),
    );
    return answer(applied.order.status);
  } catch (error) {
    if (error instanceof InsufficientFundsError) throw new ApiError(422, WALLET_DOES_NOT_COVER);
    if (!(error instanceof ApiError && error.status === 409)) throw error;
  }
  // Someone else (a card payment, the payment window) moved it first.
  if (await paidFromWallet()) return answer('awaiting_seller');
  throw conflict('This order no longer awaits payment.');
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

  const refunded = await db.transaction((tx) =>
    giveBackCharge(
      tx,
      orderEvents,
      order,
      {
        capture: {
          from: ledgerAccount.providerClearing,
          idempotencyKey: chargeKey(reference),
          metadata: { orderId: order.id, reference },
        },
        to: ledgerAccount.providerClearing,
        refundKey: lateRefundKey(reference),
        reason: 'paid_from_wallet',
        note: 'A card payment arrived after the order was paid from the wallet and was refunded in full.',
      },
      clock.now(),
    ),
  );
  if (!refunded) return outcome;
  logger.warn('card charge for an order paid from the wallet: refunded', { reference, orderId: order.id });
  await refundAtProvider(services, reference, 'Order already paid from the wallet', {
    message: 'refund of a card charge for a wallet-paid order failed at the provider',
    fields: { orderId: order.id },
  });
  return 'refunded_late';
}
